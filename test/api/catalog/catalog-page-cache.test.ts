import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offers } from '../../../api/catalog/schema';
import { useTestApi } from '../../support/database';
import { insertCatalogFixture } from './catalog-fixture';

/**
 * CATALOG_PAGE_CACHE_SECONDS: a product page's and a listing's answers are the same for every
 * shopper, so each instance reuses them that long; stock shown is at most that old
 * (docs/decisions/032-ssr-floor.md). The other catalogue tests run with it off.
 */
describe('the catalogue’s page answers, reused for CATALOG_PAGE_CACHE_SECONDS', () => {
  // Before the api is made: its caches read the clock they find then.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
  const api = useTestApi({ env: { CATALOG_PAGE_CACHE_SECONDS: '5' }, prepare: (a) => insertCatalogFixture(a.db) });
  afterEach(() => void vi.useRealTimers());

  const sizesInStock = async (path: string) => {
    const response = await request(api().app).get(path);
    expect(response.status).toBe(200);
    const offersOf = (response.body as { data: { OFFERS: Array<{ SIZE: string; AVAILABLE: boolean }> } }).data.OFFERS;
    return offersOf.filter((o) => o.AVAILABLE).map((o) => o.SIZE);
  };
  const listed = async (path: string) => {
    const response = await request(api().app).get(path);
    expect(response.status).toBe(200);
    return (response.body as { data: { ITEMS: Array<{ CODE: string }> } }).data.ITEMS.map((i) => i.CODE);
  };

  it('shows a product’s stock as it was at most that long ago, then as it is', async () => {
    const path = '/api/catalog/bodi-moloko/detail/';
    const before = await sizesInStock(path);
    expect(before.length).toBeGreaterThan(0);
    const product = api().fixture.id['bodi-moloko']!;
    await api().db.update(offers).set({ stock: 0 }).where(eq(offers.productId, product));

    vi.setSystemTime(Date.now() + 4_000);
    expect(await sizesInStock(path)).toEqual(before);
    vi.setSystemTime(Date.now() + 1_500);
    expect(await sizesInStock(path)).toEqual([]);
  });

  it('keeps a listing per address and query, and never a 404', async () => {
    const page1 = await listed('/api/catalog/?limit=2&page=1');
    const page2 = await listed('/api/catalog/?limit=2&page=2');
    expect(page1).toHaveLength(2);
    expect(page2).not.toEqual(page1);
    expect((await request(api().app).get('/api/catalog/no-such-section/')).status).toBe(404);
    expect((await request(api().app).get('/api/catalog/no-such-product/detail/')).status).toBe(404);
  });
});
