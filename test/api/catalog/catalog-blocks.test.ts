import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { blockSchema, listingSchema } from '../../../shared/contract/catalog';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { useCatalogApi } from './catalog-fixture';

describe('GET /api/catalog/block/{block}/ and /api/catalog/filter-promo/{code}/', () => {
  const api = useCatalogApi();

  const block = async (path: string) => {
    const response = await request(api().app).get(`/api/catalog/block/${path}`);
    expect(response.status).toBe(200);
    return expectEnvelope(response, blockSchema).ITEMS.map((c) => c.CODE);
  };
  const promo = async (path: string) => {
    const response = await request(api().app).get(`/api/catalog/filter-promo/${path}`);
    expect(response.status).toBe(200);
    return expectEnvelope(response, listingSchema);
  };

  it('new: flagged first, then the newest', async () => {
    expect(await block('new/')).toEqual([
      'bodi-moloko',
      'shapochka-pudra',
      'pesochnik-leto',
      'bodi-seroe',
      'bodi-bezh',
      'polzunki-moloko',
      'legginsy-oliva',
    ]);
  });

  it('popular: flagged first, then by popularity; limit cuts it', async () => {
    expect(await block('popular/')).toEqual([
      'polzunki-moloko',
      'bodi-moloko',
      'bodi-bezh',
      'bodi-seroe',
      'legginsy-oliva',
      'shapochka-pudra',
      'pesochnik-leto',
    ]);
    expect(await block('popular/?limit=2')).toEqual(['polzunki-moloko', 'bodi-moloko']);
  });

  it('sale: with an old price, the biggest discount first', async () => {
    expect(await block('sale/')).toEqual(['bodi-bezh', 'polzunki-moloko']);
  });

  it('last: several sizes with only one left in stock', async () => {
    expect(await block('last/')).toEqual(['bodi-bezh']);
  });

  it('limit: the leto_2025 capsule, newest first', async () => {
    expect(await block('limit/')).toEqual(['pesochnik-leto', 'bodi-bezh']);
  });

  it('refuses a bad limit (400) and an unknown block (404)', async () => {
    for (const query of ['limit=1000', 'limit=0', 'limit=abc']) {
      refusalMessage(await request(api().app).get(`/api/catalog/block/new/?${query}`), 400, query);
    }
    refusalMessage(await request(api().app).get('/api/catalog/block/xyz/'), 404);
  });

  it('lists a flag promo with its heading and no section', async () => {
    const novinki = await promo('novinki/');
    expect(novinki.ITEMS.map((c) => c.CODE)).toEqual(['bodi-moloko', 'shapochka-pudra']);
    expect(novinki.PROMO).toEqual({ CODE: 'novinki', NAME: 'Новинки', DESCRIPTION: 'Только что сшили' });
    expect(novinki.SECTION).toBeNull();
    expect((await promo('skidki/?sort=price_asc')).ITEMS.map((c) => c.CODE)).toEqual(['polzunki-moloko', 'bodi-bezh']);
  });

  it('lists a section promo with the section ref, filters and pages it', async () => {
    const leto = await promo('leto/');
    expect(leto.SECTION?.CODE).toBe('leto_2025');
    expect(leto.SECTION?.ID).toBe(api().fixture.section.leto_2025);
    expect(leto.ITEMS.map((c) => c.CODE)).toEqual(['bodi-bezh', 'pesochnik-leto']);
    expect((await promo('leto/?color=goluboy')).ITEMS.map((c) => c.CODE)).toEqual(['pesochnik-leto']);
    const beyond = await promo('leto/?limit=1&page=3');
    expect(beyond.ITEMS).toEqual([]);
    expect(beyond.PAGINATION).toEqual({ PAGE: 3, PAGE_SIZE: 1, TOTAL: 2, PAGES: 2 });
  });

  it('answers 404 «Подборка не найдена» for an unknown promo', async () => {
    expect(refusalMessage(await request(api().app).get('/api/catalog/filter-promo/net-takoy/'), 404)).toBe('Подборка не найдена');
  });
});
