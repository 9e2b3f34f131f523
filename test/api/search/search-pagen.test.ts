import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { searchPageSchema } from '../../../shared/contract';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { type FixtureProduct, SEARCH_FIXTURES, useSearchApi } from './search-fixtures';

const BODYSUITS: FixtureProduct[] = Array.from({ length: 7 }, (_, i) => ({
  code: `fx-body-${i}`,
  name: `Боди на кнопках ${i + 1}`,
  colour: 'molochnyy',
  popularity: 70 - i,
}));

const api = useSearchApi({ per: 'file', products: [...SEARCH_FIXTURES, ...BODYSUITS] });

const pagen = async (query: Record<string, string>) =>
  expectEnvelope(await request(api().app).get('/api/catalog/search-pagen/').query(query), searchPageSchema);

describe('GET /api/catalog/search-pagen/', () => {
  it('pages through the same order as the overlay, with product cards', async () => {
    const all = await pagen({ query: 'боди', limit: '60' });
    // Seven bodysuits named so, one more, and the hat whose description mentions «боди».
    expect(all.PAGINATION).toEqual({ PAGE: 1, PAGE_SIZE: 60, TOTAL: 9, PAGES: 1 });
    expect(all.ITEMS.at(-1)?.NAME).toBe('Шапочка бежевая');
    expect(all.QUERY).toBe('боди');

    const pages = [];
    for (const page of ['1', '2', '3']) pages.push(await pagen({ query: 'боди', limit: '4', page }));
    expect(pages.map((p) => p.ITEMS.length)).toEqual([4, 4, 1]);
    expect(pages.flatMap((p) => p.ITEMS.map((c) => c.ID))).toEqual(all.ITEMS.map((c) => c.ID));
    expect(pages[2]!.PAGINATION).toEqual({ PAGE: 3, PAGE_SIZE: 4, TOTAL: 9, PAGES: 3 });

    const overlay = await request(api().app).post('/api/catalog/search/').query({ query: 'боди' });
    expect(overlay.body.data.map((r: { ID: number }) => r.ID)).toEqual(all.ITEMS.map((c) => c.ID));
  });

  it('pages across the full-text and the typo matches', async () => {
    const all = await pagen({ query: 'ползунуи', limit: '60' });
    expect(all.PAGINATION.TOTAL).toBe(3);
    const pages = [await pagen({ query: 'ползунуи', limit: '2' }), await pagen({ query: 'ползунуи', limit: '2', page: '2' })];
    expect(pages.flatMap((p) => p.ITEMS.map((c) => c.ID))).toEqual(all.ITEMS.map((c) => c.ID));
  });

  it('answers a page past the end with no items and the true total', async () => {
    const page = await pagen({ query: 'боди', limit: '4', page: '9' });
    expect(page.ITEMS).toEqual([]);
    expect(page.PAGINATION).toEqual({ PAGE: 9, PAGE_SIZE: 4, TOTAL: 9, PAGES: 3 });
  });

  it('finds nothing for an empty or odd query', async () => {
    for (const query of ['', '   ', '😀', "'; DROP TABLE products; --", '%_']) {
      const page = await pagen({ query });
      expect(page.ITEMS).toEqual([]);
      expect(page.PAGINATION.TOTAL).toBe(0);
    }
    expect((await pagen({})).ITEMS).toEqual([]);
  });

  it.each([
    ['page', '0'],
    ['page', 'abc'],
    ['page', '1.5'],
    ['limit', '61'],
    ['limit', '-1'],
  ])('refuses %s=%s with a Russian message', async (name, value) => {
    refusalMessage(
      await request(api().app)
        .get('/api/catalog/search-pagen/')
        .query({ query: 'боди', [name]: value }),
      400,
    );
  });
});
