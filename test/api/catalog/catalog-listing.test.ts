import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingSchema } from '../../../shared/contract/catalog';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { ACTIVE, deactivateSection, useCatalogApi } from './catalog-fixture';

describe('GET /api/catalog/ and /api/catalog/{section_code}/', () => {
  const api = useCatalogApi();

  const list = async (path: string) => {
    const response = await request(api().app).get(path);
    expect(response.status).toBe(200);
    return expectEnvelope(response, listingSchema);
  };
  const codes = async (path: string) => (await list(path)).ITEMS.map((c) => c.CODE);

  it('lists the whole catalogue, only active products, by popularity with 24 a page', async () => {
    const all = await list('/api/catalog/');
    expect(all.ITEMS.map((c) => c.CODE)).toEqual([
      'polzunki-moloko',
      'bodi-moloko',
      'bodi-bezh',
      'bodi-seroe',
      'legginsy-oliva',
      'shapochka-pudra',
      'pesochnik-leto',
    ]);
    expect(all.PAGINATION).toEqual({ PAGE: 1, PAGE_SIZE: 24, TOTAL: ACTIVE.length, PAGES: 1 });
    expect(all.SECTION).toBeNull();
    expect(all.PROMO).toBeNull();
  });

  it('lists a section with its descendants and answers its ref', async () => {
    const clothing = await list('/api/catalog/odezhda/');
    expect(clothing.SECTION).toEqual({
      ID: api().fixture.section.odezhda,
      CODE: 'odezhda',
      NAME: 'Одежда',
      URL: `/shop/${api().fixture.section.odezhda}-odezhda-category/`,
    });
    expect(clothing.ITEMS.map((c) => c.CODE).sort()).toEqual([
      'bodi-bezh',
      'bodi-moloko',
      'bodi-seroe',
      'legginsy-oliva',
      'pesochnik-leto',
      'polzunki-moloko',
    ]);
    expect((await codes('/api/catalog/bryuki/')).sort()).toEqual(['legginsy-oliva', 'polzunki-moloko']);
    expect(await codes('/api/catalog/legginsy/')).toEqual(['legginsy-oliva']);
    expect(await codes('/api/catalog/aksessuary/')).toEqual(['shapochka-pudra']);
  });

  it('lists a capsule with the products in it as section or as capsule', async () => {
    expect(await codes('/api/catalog/leto_2025/')).toEqual(['bodi-bezh', 'pesochnik-leto']);
    expect(await codes('/api/catalog/kapsuly/')).toEqual(['bodi-bezh', 'pesochnik-leto']);
  });

  it('sorts by price both ways and by novelty', async () => {
    expect(await codes('/api/catalog/?sort=price_asc')).toEqual([
      'shapochka-pudra',
      'bodi-seroe',
      'pesochnik-leto',
      'polzunki-moloko',
      'bodi-moloko',
      'legginsy-oliva',
      'bodi-bezh',
    ]);
    expect(await codes('/api/catalog/?sort=price_desc')).toEqual([
      'bodi-bezh',
      'legginsy-oliva',
      'bodi-moloko',
      'polzunki-moloko',
      'pesochnik-leto',
      'bodi-seroe',
      'shapochka-pudra',
    ]);
    expect(await codes('/api/catalog/?sort=new')).toEqual([
      'pesochnik-leto',
      'bodi-seroe',
      'bodi-moloko',
      'bodi-bezh',
      'polzunki-moloko',
      'legginsy-oliva',
      'shapochka-pudra',
    ]);
    expect(await codes('/api/catalog/?sort=popular')).toEqual(await codes('/api/catalog/'));
  });

  it('filters by a price range in rubles, bounds included', async () => {
    const items = (await list('/api/catalog/?price_from=1000&price_to=1300&sort=price_asc')).ITEMS;
    expect(items.map((c) => c.PRICE)).toEqual([1000, 1100, 1200, 1300]);
    expect(await codes('/api/catalog/?price_from=1450')).toEqual(['bodi-bezh']);
    expect(await codes('/api/catalog/?price_to=700')).toEqual(['shapochka-pudra']);
  });

  it('filters by sizes (any of them), in stock when available=Y', async () => {
    expect((await codes('/api/catalog/?size=62')).sort()).toEqual(['bodi-bezh', 'bodi-moloko', 'polzunki-moloko']);
    expect((await codes('/api/catalog/?size=62&available=Y')).sort()).toEqual(['bodi-bezh', 'polzunki-moloko']);
    expect((await codes('/api/catalog/?size=68&available=Y')).sort()).toEqual(['bodi-moloko', 'polzunki-moloko']);
    const both = (await codes('/api/catalog/?size=62&size=104')).sort();
    expect(both).toEqual(['bodi-bezh', 'bodi-moloko', 'legginsy-oliva', 'polzunki-moloko']);
    expect((await codes('/api/catalog/?size=62,104')).sort()).toEqual(both);
    expect(await codes('/api/catalog/?size=50–56')).toEqual(['bodi-moloko']);
    expect(await codes('/api/catalog/?size=999')).toEqual([]);
  });

  it('filters by colours and by stock, and combines filters', async () => {
    expect(await codes('/api/catalog/?color=molochnyy')).toEqual(['polzunki-moloko', 'bodi-moloko']);
    expect((await codes('/api/catalog/?color=seryy,goluboy')).sort()).toEqual(['bodi-seroe', 'pesochnik-leto']);
    const inStock = await list('/api/catalog/?available=Y');
    expect(inStock.ITEMS.map((c) => c.CODE)).not.toContain('bodi-seroe');
    expect(inStock.ITEMS.every((c) => c.AVAILABLE)).toBe(true);
    expect(inStock.PAGINATION.TOTAL).toBe(ACTIVE.length - 1);
    expect((await list('/api/catalog/?available=N')).PAGINATION.TOTAL).toBe(ACTIVE.length);
    expect(await codes('/api/catalog/bodi/?color=molochnyy&size=68&available=Y&price_to=1200')).toEqual(['bodi-moloko']);
  });

  it('pages: first, last, and past the last (200, no items, the real totals)', async () => {
    const first = await list('/api/catalog/?limit=3');
    expect(first.ITEMS.map((c) => c.CODE)).toEqual(['polzunki-moloko', 'bodi-moloko', 'bodi-bezh']);
    expect(first.PAGINATION).toEqual({ PAGE: 1, PAGE_SIZE: 3, TOTAL: 7, PAGES: 3 });
    const second = await list('/api/catalog/?limit=3&page=2');
    expect(second.ITEMS.map((c) => c.CODE)).toEqual(['bodi-seroe', 'legginsy-oliva', 'shapochka-pudra']);
    const last = await list('/api/catalog/?limit=3&page=3');
    expect(last.ITEMS.map((c) => c.CODE)).toEqual(['pesochnik-leto']);
    // A stale link past the end is not an error: an empty page with the real TOTAL and PAGES.
    const beyond = await list('/api/catalog/?limit=3&page=4');
    expect(beyond.ITEMS).toEqual([]);
    expect(beyond.PAGINATION).toEqual({ PAGE: 4, PAGE_SIZE: 3, TOTAL: 7, PAGES: 3 });
    const empty = await list('/api/catalog/?size=999');
    expect(empty.PAGINATION).toEqual({ PAGE: 1, PAGE_SIZE: 24, TOTAL: 0, PAGES: 0 });
    expect((await list('/api/catalog/?limit=60')).PAGINATION.PAGE_SIZE).toBe(60);
  });

  it.each([
    ['page=0', /Страницы нумеруются с 1/],
    ['page=abc', /Номер страницы должен быть числом/],
    ['page=1.5', /целым/],
    ['limit=1000', /Не больше 60 товаров на странице/],
    ['limit=0', /[А-Яа-я]/],
    ['sort=cheap', /Неизвестная сортировка/],
    ['price_from=abc', /Цена «от»: укажите число/],
    ['price_to=-5', /Цена «до» не может быть отрицательной/],
    ['available=yes', /available: ожидается Y или N/],
  ])('refuses %s with 400 and a Russian message', async (query, message) => {
    for (const path of ['/api/catalog/', '/api/catalog/bodi/', '/api/catalog/filter-promo/novinki/']) {
      expect(refusalMessage(await request(api().app).get(`${path}?${query}`), 400)).toMatch(message);
    }
  });

  it('answers 404 «Раздел не найден» for an unknown or switched-off section', async () => {
    for (const path of ['/api/catalog/net-takogo/', '/api/catalog/net-takogo/?page=2']) {
      expect(refusalMessage(await request(api().app).get(path), 404)).toBe('Раздел не найден');
    }
  });

  it('leaves the section tree and list calls working beside the listings', async () => {
    expect((await request(api().app).get('/api/catalog/section-tree/')).status).toBe(200);
    expect((await request(api().app).get('/api/catalog/section-list/')).status).toBe(200);
  });

  it('does not list a switched-off section or its descendants', async () => {
    await deactivateSection(api().db, ['bryuki']);
    expect((await request(api().app).get('/api/catalog/bryuki/')).status).toBe(404);
    expect((await request(api().app).get('/api/catalog/polzunki/')).status).toBe(404);
    // Products of the hidden subtree drop out of every listing.
    expect(await codes('/api/catalog/odezhda/')).not.toContain('polzunki-moloko');
    expect(await codes('/api/catalog/')).not.toContain('legginsy-oliva');
  });
});
