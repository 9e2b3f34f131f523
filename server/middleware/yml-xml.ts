import type { FeedData } from '../../shared/contract/feed';
import { xmlText } from '../../shared/format/markup';

/** Rubles as Market reads them: whole, or with two decimals. */
const price = (rubles: number) => (Number.isInteger(rubles) ? String(rubles) : rubles.toFixed(2));

/** An address on the shop's origin, unless it is absolute already (a picture on a CDN). */
const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

/** Moscow time with its offset (RFC 3339, which `yml_catalog date` accepts): the shop's own clock. */
export function moscowTime(at: Date): string {
  const moscow = new Date(at.getTime() + 3 * 3_600_000);
  return `${moscow.toISOString().slice(0, 16)}+03:00`;
}

/** Elements in the order of the old shops.dtd, which some validators still hold a feed to. */
function offerXml(origin: string, vendor: string, o: FeedData['OFFERS'][number]): string {
  const lines = [
    `<offer id="${o.ID}" available="${o.AVAILABLE}" group_id="${o.GROUP_ID}">`,
    `<url>${xmlText(absolute(origin, o.URL))}</url>`,
    `<price>${price(o.PRICE)}</price>`,
    ...(o.OLD_PRICE === null ? [] : [`<oldprice>${price(o.OLD_PRICE)}</oldprice>`]),
    '<currencyId>RUB</currencyId>',
    `<categoryId>${o.CATEGORY_ID}</categoryId>`,
    ...o.PICTURES.map((p) => `<picture>${xmlText(absolute(origin, p))}</picture>`),
    `<name>${xmlText(o.NAME)}</name>`,
    // The shop sells its own brand.
    `<vendor>${xmlText(vendor)}</vendor>`,
    `<description>${xmlText(o.DESCRIPTION)}</description>`,
    `<param name="Размер">${xmlText(o.SIZE)}</param>`,
    `<param name="Цвет">${xmlText(o.COLOUR)}</param>`,
    '</offer>',
  ];
  return lines.join('\n');
}

/**
 * The Yandex Market YML document of the shop on `origin` (PUBLIC_URL, no trailing slash), dated
 * `at`: shop, its one currency, the category tree, an offer per size grouped by model.
 */
export function ymlXml(origin: string, data: FeedData, at: Date): string {
  const categories = data.CATEGORIES.map(
    (c) => `<category id="${c.ID}"${c.PARENT_ID === null ? '' : ` parentId="${c.PARENT_ID}"`}>${xmlText(c.NAME)}</category>`,
  );
  const offers = data.OFFERS.map((o) => offerXml(origin, data.SHOP.NAME, o));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<yml_catalog date="${moscowTime(at)}">`,
    '<shop>',
    `<name>${xmlText(data.SHOP.NAME)}</name>`,
    `<company>${xmlText(data.SHOP.COMPANY)}</company>`,
    `<url>${xmlText(`${origin}/`)}</url>`,
    `<email>${xmlText(data.SHOP.EMAIL)}</email>`,
    '<currencies>\n<currency id="RUB" rate="1"/>\n</currencies>',
    `<categories>\n${categories.join('\n')}\n</categories>`,
    `<offers>\n${offers.join('\n')}\n</offers>`,
    '</shop>',
    '</yml_catalog>',
    '',
  ].join('\n');
}
