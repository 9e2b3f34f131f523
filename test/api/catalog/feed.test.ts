/**
 * GET /api/catalog/feed/, what /yml.xml is written from: the data only when the catalogue changed
 * since the caller's version, and read once per version however many ask at once.
 */
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { feedSource } from '../../../api/catalog/feed';
import { offers, products, sections } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { feedSchema } from '../../../shared/contract/feed';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('GET /api/catalog/feed/', () => {
  const api = useTestApi();
  const ask = async (known?: string) =>
    expectEnvelope(
      await request(api().app)
        .get('/api/catalog/feed/')
        .query(known ? { known } : {}),
      feedSchema,
    );

  it('answers the data, then nothing while the catalogue stays as it was', async () => {
    const first = await ask();
    expect(first.FEED?.OFFERS.length).toBeGreaterThan(500);
    const again = await ask(first.VERSION);
    expect(again).toEqual({ VERSION: first.VERSION, FEED: null });
  });

  it.each([
    // A size's own price: what the feed's offer says (api/catalog/offer-numbers.ts).
    ['a price', (db: Db) => db.update(offers).set({ priceKopecks: 123_400, oldPriceKopecks: null }).where(eq(offers.productId, 5))],
    [
      'a stock (an order took the last unit)',
      (db: Db) =>
        db
          .update(offers)
          .set({ stock: 0 })
          .where(eq(offers.id, sql`(SELECT min(id) FROM offers WHERE stock > 0)`)),
    ],
    ['a section name', (db: Db) => db.update(sections).set({ name: 'Боди и песочники' }).where(eq(sections.code, 'bodi'))],
    ['a product taken off sale', (db: Db) => db.update(products).set({ active: false }).where(eq(products.id, 5))],
    ['a size removed', (db: Db) => db.delete(offers).where(eq(offers.id, sql`(SELECT min(id) FROM offers WHERE product_id = 5)`))],
  ])('gives a new version and the data after %s', async (_change, change) => {
    const before = await ask();
    await change(api().db);
    const after = await ask(before.VERSION);
    expect(after.VERSION).not.toBe(before.VERSION);
    expect(after.FEED).not.toBeNull();
    expect(after.FEED).not.toEqual(before.FEED);
  });

  it('keeps the version when a write is rolled back', async () => {
    const before = await ask();
    await api()
      .db.transaction(async (tx) => {
        await tx.update(offers).set({ priceKopecks: 1_00, oldPriceKopecks: null }).where(eq(offers.productId, 5));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await ask(before.VERSION)).toEqual({ VERSION: before.VERSION, FEED: null });
  });

  it('reads the catalogue once for twenty callers at once', async () => {
    let reads = 0;
    const db = api().db;
    // Counts the snapshot reads (one transaction each) the source makes.
    const counting = new Proxy(db, {
      get: (target, key) =>
        key === 'transaction'
          ? (...args: Parameters<Db['transaction']>) => {
              reads += 1;
              return target.transaction(...args);
            }
          : (Reflect.get(target, key) as unknown),
    });
    const source = feedSource(counting);
    const answers = await Promise.all(Array.from({ length: 20 }, () => source(undefined)));
    expect(reads).toBe(1);
    expect(new Set(answers.map((a) => a.VERSION)).size).toBe(1);
    expect(answers.every((a) => a.FEED === answers[0]!.FEED)).toBe(true);
  });
});
