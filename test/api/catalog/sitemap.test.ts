import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { products } from '../../../api/db/schema';
import { sitemapSchema } from '../../../shared/contract/sitemap';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('GET /api/catalog/sitemap/', () => {
  const api = useTestApi();

  it('lists every active section, product and promo by its storefront address', async () => {
    const data = expectEnvelope(await request(api().app).get('/api/catalog/sitemap/'), sitemapSchema);
    const active = await api().db.select({ id: products.id }).from(products).where(eq(products.active, true));

    expect(data.SECTIONS.map((s) => s.URL)).toContain('/outlet/');
    expect(data.SECTIONS.every((s) => /^\/(outlet\/|shop\/\d+-[a-z0-9_-]+-category\/)$/.test(s.URL))).toBe(true);
    expect(data.PRODUCTS).toHaveLength(active.length);
    expect(data.PRODUCTS.length).toBeGreaterThanOrEqual(150);
    for (const product of data.PRODUCTS) {
      expect(product.URL).toMatch(/^\/shop\/\d+-[a-z0-9_-]+-product\/$/);
      expect(Number.isNaN(Date.parse(product.UPDATED))).toBe(false);
    }
    expect(data.PROMOS.map((p) => p.URL)).toContain('/shop/leto_2025/');
  });

  it('leaves out a product taken off sale', async () => {
    const [first] = await api().db.select({ id: products.id, code: products.code }).from(products).limit(1);
    await api().db.update(products).set({ active: false }).where(eq(products.id, first!.id));
    const data = expectEnvelope(await request(api().app).get('/api/catalog/sitemap/'), sitemapSchema);
    expect(data.PRODUCTS.map((p) => p.URL)).not.toContain(`/shop/${first!.id}-${first!.code}-product/`);
  });
});
