import type { FeedAnswer, FeedData } from '../../shared/contract/feed';
import { kopecksToRubles } from '../../shared/format/number';
import { urls } from '../../shared/routes';
import { GIFT_CERTIFICATE_KIND } from '../certificate/service';
import type { Db, Executor } from '../db/database';
import { notFound } from '../http/errors';
import { shopInfoRow } from '../content/service';
import { feedOfferRows, feedSectionRows, feedVersion, type FeedOfferRow } from './feed-queries';

/** Yandex Market reads at most this much of a description and this many pictures of an offer. */
const DESCRIPTION_MAX = 3000;
const PICTURES_MAX = 10;

/** Plain text for the feed: tags Market refuses, if an editor ever writes one, become spaces. */
function plainText(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= DESCRIPTION_MAX ? plain : `${plain.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

function toOffer(row: FeedOfferRow): FeedData['OFFERS'][number] {
  return {
    ID: row.id,
    GROUP_ID: row.groupId,
    PRODUCT_ID: row.productId,
    NAME: row.name,
    URL: urls.product({ ID: row.productId, CODE: row.productCode }),
    PRICE: kopecksToRubles(row.priceKopecks),
    OLD_PRICE: row.oldPriceKopecks === null ? null : kopecksToRubles(row.oldPriceKopecks),
    CATEGORY_ID: row.sectionId,
    PICTURES: row.pictures.slice(0, PICTURES_MAX),
    AVAILABLE: row.stock > 0,
    SIZE: row.size,
    COLOUR: row.colour,
    DESCRIPTION: plainText(row.description),
  };
}

/** The feed's data and the version it was read at, in one snapshot: the version names exactly this data. */
async function readFeed(db: Db): Promise<{ version: string; data: FeedData }> {
  return db.transaction(
    async (tx: Executor) => {
      // One connection: the reads go one after another.
      const version = await feedVersion(tx);
      const shop = await shopInfoRow(tx);
      const sections = await feedSectionRows(tx);
      const offers = await feedOfferRows(tx, GIFT_CERTIFICATE_KIND);
      if (!shop) throw notFound('Сведения о магазине не заполнены');
      const shown = new Set(sections.map((s) => s.id));
      return {
        version,
        data: {
          // The legal name is the requisites' first line, as the footer prints it.
          SHOP: { NAME: shop.brandName, COMPANY: shop.requisites[0] ?? shop.brandName, EMAIL: shop.email },
          CATEGORIES: sections.map((s) => ({ ID: s.id, NAME: s.name, PARENT_ID: s.parentId })),
          // A product of a hidden section is not on the storefront either.
          OFFERS: offers.filter((o) => shown.has(o.sectionId)).map(toOffer),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * GET /api/catalog/feed/: the current version, with the data only when the caller's `known` is
 * not it. The data is read once per version in this process, however many callers ask at once:
 * the next caller of the same version shares the read in flight or its result.
 */
export function feedSource(db: Db) {
  let last: { version: string; read: Promise<{ version: string; data: FeedData }> } | null = null;
  return async (known: string | undefined): Promise<FeedAnswer> => {
    const version = await feedVersion(db);
    if (known === version) return { VERSION: version, FEED: null };
    if (last?.version !== version) {
      const read = readFeed(db);
      last = { version, read };
      // A failed read is not kept: the next caller tries again.
      read.catch(() => {
        if (last?.read === read) last = null;
      });
    }
    const { version: readAt, data } = await last.read;
    return { VERSION: readAt, FEED: data };
  };
}
