/**
 * /yml.xml, the Yandex Market feed, from the real api on a real database: read with an XML parser
 * as Market's robot reads it and checked offer by offer against the catalogue's tables.
 */
import { eq, sql } from 'drizzle-orm';
import express from 'express';
import { XMLParser } from 'fast-xml-parser';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { offers, products } from '../../api/db/schema';
import { ymlFeed } from '../../server/middleware/yml-feed';
import { requestLog } from '../../shared/node/request-log';
import { useRealApi } from './support/real-api';
import { useTestShop } from './support/shop';
import { expectedFeed, type Yml } from './support/yml-catalogue';

const ORIGIN = 'https://hlopushki.example';
const silent = pino({ level: 'silent' });
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['category', 'offer', 'picture', 'param', 'currency'].includes(name),
});
const parse = (body: string) => parser.parse(body) as Yml;

const api = useRealApi();

/** A storefront with only the feed; `now` counts the documents it writes (each asks the time once). */
function storefront(target = api().url) {
  let written = 0;
  const app = express();
  app.use(requestLog(silent));
  app.use(ymlFeed({ apiUrl: target, publicUrl: ORIGIN, now: () => new Date(Date.UTC(2026, 4, 1, 9, written++)) }));
  return { app, written: () => written };
}

describe('/yml.xml', () => {
  it('is a YML catalogue whose every offer matches the database', async () => {
    const res = await request(storefront().app).get('/yml.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-05-01T12:00+03:00">')).toBe(true);
    const yml = parse(res.text);
    const expected = await expectedFeed(api().database.db, ORIGIN);

    const shop = yml.yml_catalog.shop;
    expect({ name: shop.name, company: shop.company, url: shop.url }).toEqual({
      name: 'Хлопушки',
      company: 'ООО «Хлопушки»',
      url: `${ORIGIN}/`,
    });
    expect(shop.currencies.currency).toEqual([{ id: 'RUB', rate: '1' }]);

    const categories = shop.categories.category;
    expect(categories.map((c) => ({ id: c.id, parentId: c.parentId, name: c['#text'] }))).toEqual(expected.categories);
    const categoryIds = new Set(categories.map((c) => c.id));
    // Every parent is itself a category of the feed, listed before its children.
    categories.forEach((c, i) => {
      if (c.parentId) expect(categories.slice(0, i).map((p) => p.id)).toContain(c.parentId);
    });

    const got = shop.offers.offer;
    expect(got.length).toBeGreaterThan(500);
    expect(got.map((o) => o.id)).toEqual(expected.offers.map((o) => o.id));
    for (const [i, offer] of got.entries()) {
      const want = expected.offers[i]!;
      expect(categoryIds.has(offer.categoryId)).toBe(true);
      expect({
        id: offer.id,
        available: offer.available,
        group_id: offer.group_id,
        name: offer.name,
        url: offer.url,
        price: offer.price,
        oldprice: offer.oldprice,
        currencyId: offer.currencyId,
        categoryId: offer.categoryId,
        picture: offer.picture,
        vendor: offer.vendor,
        size: offer.param.find((p) => p.name === 'Размер')?.['#text'],
        colour: offer.param.find((p) => p.name === 'Цвет')?.['#text'],
        description: offer.description,
      }).toEqual(want);
    }
    // The checks above are about something: sold-out sizes, discounts, several colours of one model.
    expect(got.some((o) => o.available === 'false')).toBe(true);
    expect(got.some((o) => o.oldprice !== undefined)).toBe(true);
    expect(new Set(got.map((o) => o.group_id)).size).toBeLessThan(new Set(got.map((o) => o.url)).size);
    expect(got.some((o) => o.name.startsWith('Подарочный сертификат'))).toBe(false);
  });

  it('writes the document once and again only after the catalogue changes', async () => {
    const shop = storefront();
    const first = await request(shop.app).get('/yml.xml');
    const second = await request(shop.app).get('/yml.xml');
    expect(second.text).toBe(first.text);
    expect(shop.written()).toBe(1);

    const [product] = await api()
      .database.db.select({ id: products.id, price: products.priceKopecks })
      .from(products)
      .where(sql`${products.active} AND ${products.oldPriceKopecks} IS NULL AND ${products.kind} <> 'gift-certificate'`)
      .orderBy(products.id)
      .limit(1);
    // The size's own price is what its offer says (docs/decisions/057-offer-prices.md).
    await api()
      .database.db.update(offers)
      .set({ priceKopecks: product!.price + 10_050 })
      .where(eq(offers.productId, product!.id));
    const [offer] = await api().database.db.select({ id: offers.id }).from(offers).where(eq(offers.productId, product!.id)).limit(1);
    await api().database.db.update(offers).set({ stock: 0 }).where(eq(offers.id, offer!.id));

    const third = await request(shop.app).get('/yml.xml');
    expect(shop.written()).toBe(2);
    const changed = parse(third.text).yml_catalog.shop.offers.offer.find((o) => o.id === String(offer!.id))!;
    expect(changed.price).toBe(((product!.price + 10_050) / 100).toFixed(2));
    expect(changed.available).toBe('false');
  });

  it('writes one document for twenty robots asking at once', async () => {
    const shop = storefront();
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(shop.app).get('/yml.xml')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(shop.written()).toBe(1);
  });

  it('answers a robot that has this version 304 Not Modified', async () => {
    const shop = storefront();
    const first = await request(shop.app).get('/yml.xml');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await request(shop.app).get('/yml.xml').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('answers 503 with a retry time when the api cannot give it and nothing was written yet', async () => {
    const res = await request(storefront('http://127.0.0.1:9').app).get('/yml.xml');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
  });

  describe('in the whole storefront', () => {
    const shop = useTestShop(() => ({ env: { API_URL: api().url, PUBLIC_URL: ORIGIN } }));

    it('is at /yml.xml as written, named in robots.txt, and its offers open the product page', async () => {
      const res = await request(shop().app).get('/yml.xml');
      expect(res.status).toBe(200);
      expect((await request(shop().app).get('/robots.txt')).text).toContain(`${ORIGIN}/yml.xml`);
      const offer = parse(res.text).yml_catalog.shop.offers.offer[0]!;
      const page = await request(shop().app).get(offer.url.slice(ORIGIN.length));
      expect(page.status).toBe(200);
      expect(page.text).toContain(offer.name);
    });
  });
});
