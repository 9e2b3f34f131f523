import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { compareSizes } from '../../../api/catalog/facets';
import { type Facets, facetsSchema, listingSchema } from '../../../shared/contract/catalog';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { useCatalogApi } from './catalog-fixture';

describe('GET /api/catalog/filter/', () => {
  const api = useCatalogApi();

  const facets = async (query: string): Promise<Facets> => {
    const response = await request(api().app).get(`/api/catalog/filter/?${query}`);
    expect(response.status).toBe(200);
    return expectEnvelope(response, facetsSchema);
  };
  const listingTotal = async (path: string, query: string) => {
    const response = await request(api().app).get(`${path}?${query}&limit=1`);
    return expectEnvelope(response, listingSchema).PAGINATION.TOTAL;
  };

  it('counts every size and colour of the whole catalogue, with the price range and totals', async () => {
    const all = await facets('');
    expect(all.SIZES).toEqual([
      { VALUE: '50–56', COUNT: 1 },
      { VALUE: '62', COUNT: 3 },
      { VALUE: '68', COUNT: 3 },
      { VALUE: '74', COUNT: 3 },
      { VALUE: '80', COUNT: 1 },
      { VALUE: '86', COUNT: 1 },
      { VALUE: '92', COUNT: 1 },
      { VALUE: '104', COUNT: 1 },
      { VALUE: 'единый', COUNT: 1 },
    ]);
    expect(all.COLORS).toEqual([
      { CODE: 'molochnyy', NAME: 'Молочный', HEX: '#f5efe3', COUNT: 2 },
      { CODE: 'bezhevyy', NAME: 'Бежевый', HEX: '#e0cdb0', COUNT: 1 },
      { CODE: 'seryy', NAME: 'Серый', HEX: '#9a9a9a', COUNT: 1 },
      { CODE: 'olivkovyy', NAME: 'Оливковый', HEX: '#8a8f5c', COUNT: 1 },
      // The only other goluboy product is inactive: it counts nowhere.
      { CODE: 'goluboy', NAME: 'Голубой', HEX: '#a9c8e0', COUNT: 1 },
      { CODE: 'pudrovyy', NAME: 'Пудровый', HEX: '#e8c4c0', COUNT: 1 },
    ]);
    expect(all.PRICE).toEqual({ MIN: 700, MAX: 1500 });
    expect(all.TOTAL).toBe(7);
    expect(all.AVAILABLE).toBe(6);
  });

  it('keeps sold-out sizes with a zero count when only stock counts', async () => {
    const inStock = await facets('available=Y');
    const count = Object.fromEntries(inStock.SIZES.map((s) => [s.VALUE, s.COUNT]));
    expect(count).toMatchObject({ '62': 2, '68': 2, '74': 2, '80': 0, '92': 0, '104': 1 });
    expect(inStock.TOTAL).toBe(6);
    expect(inStock.AVAILABLE).toBe(6);
  });

  it('scopes to a section with its descendants, or to a promo', async () => {
    const bodi = await facets('section=bodi');
    expect(bodi.SIZES.map((s) => [s.VALUE, s.COUNT])).toEqual([
      ['50–56', 1],
      ['62', 2],
      ['68', 2],
      ['74', 1],
      ['80', 1],
    ]);
    expect(bodi.COLORS.map((c) => c.CODE)).toEqual(['molochnyy', 'bezhevyy', 'seryy']);
    expect(bodi.PRICE).toEqual({ MIN: 900, MAX: 1500 });
    expect((await facets('section=bryuki')).TOTAL).toBe(2);
    expect((await facets('section=leto_2025')).TOTAL).toBe(2);
    const sale = await facets('promo=skidki');
    expect(sale.TOTAL).toBe(2);
    expect(sale.PRICE).toEqual({ MIN: 1100, MAX: 1500 });
    expect((await facets('promo=leto')).TOTAL).toBe(2);
  });

  it('ignores the price filter in PRICE but not the others', async () => {
    expect((await facets('price_from=1000&price_to=1100')).PRICE).toEqual({ MIN: 700, MAX: 1500 });
    expect((await facets('color=molochnyy&price_to=800')).PRICE).toEqual({ MIN: 1100, MAX: 1200 });
    // Nothing matches the other filters: the scope's range, so the control never shows 0–0.
    expect((await facets('size=999')).PRICE).toEqual({ MIN: 700, MAX: 1500 });
  });

  it.each([
    ['', ''],
    ['section=bodi', '/api/catalog/bodi/'],
    ['promo=novinki', '/api/catalog/filter-promo/novinki/'],
  ])('agrees with the data: picking a value gives exactly its count (%s)', async (scope, path) => {
    const listPath = path || '/api/catalog/';
    for (const filter of ['', 'available=Y', 'price_from=1000', 'color=molochnyy', 'size=62', 'size=68&available=Y&price_to=1300']) {
      const base = [scope, filter].filter(Boolean).join('&');
      const f = await facets(base);
      expect(f.TOTAL).toBe(await listingTotal(listPath, filter));
      expect(f.AVAILABLE).toBe(await listingTotal(listPath, filter.includes('available=Y') ? filter : `${filter}&available=Y`));
      const without = (name: string) => base.split('&').filter((p) => p && !p.startsWith(`${name}=`));
      for (const size of f.SIZES) {
        const picked = await facets([...without('size'), `size=${encodeURIComponent(size.VALUE)}`].join('&'));
        expect(picked.TOTAL, `size ${size.VALUE} with ${base}`).toBe(size.COUNT);
      }
      for (const colour of f.COLORS) {
        const picked = await facets([...without('color'), `color=${colour.CODE}`].join('&'));
        expect(picked.TOTAL, `colour ${colour.CODE} with ${base}`).toBe(colour.COUNT);
      }
    }
  });

  it('answers 400 for a bad filter or both a section and a promo, 404 for unknown codes', async () => {
    for (const [query, status, message] of [
      ['page=0', 400, /Страницы нумеруются с 1/],
      ['price_from=abc', 400, /Цена «от»: укажите число/],
      ['section=bodi&promo=novinki', 400, /раздел или подборку/],
      ['section=net', 404, /^Раздел не найден$/],
      ['promo=net', 404, /^Подборка не найдена$/],
    ] as const) {
      expect(refusalMessage(await request(api().app).get(`/api/catalog/filter/?${query}`), status, query)).toMatch(message);
    }
  });

  it('orders sizes as the shop does', () => {
    const sizes = ['единый', '104', '62', '50–56', '92', '68', 'S'];
    expect([...sizes].sort(compareSizes)).toEqual(['50–56', '62', '68', '92', '104', 'единый', 'S']);
  });
});
