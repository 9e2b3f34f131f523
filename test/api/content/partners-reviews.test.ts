import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { partners, reviews } from '../../../api/db/schema';
import { partnerSchema, reviewSchema } from '../../../shared/contract';
import { useTestApi, type TestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { insertFixtureProducts, SEARCH_FIXTURES } from '../search/search-fixtures';

async function insertPartnersAndReviews(api: TestApi) {
  const ids = await insertFixtureProducts(api.db, SEARCH_FIXTURES);
  await api.db.delete(partners);
  await api.db.delete(reviews);
  await api.db.insert(partners).values([
    { name: 'Лавка «Хлопок»', href: 'https://example.ru/hlopok', city: 'Казань', sort: 2 },
    { name: 'Детский дом моды', href: 'https://example.ru/ddm', city: 'Москва', sort: 1 },
  ]);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
  await api.db.insert(reviews).values([
    ...Array.from({ length: 55 }, (_, i) => ({
      author: `Мама ${i + 1}`,
      city: 'Пермь',
      text: 'Очень мягко.',
      rating: 5,
      createdAt: day(1),
    })),
    { author: 'Анна', city: 'Тула', text: 'Ползунки чудесные.', rating: 5, productId: ids.get('fx-romper-beige')!, createdAt: day(20) },
    { author: 'Ольга', city: 'Омск', text: 'Сняли с продажи.', rating: 4, productId: ids.get('fx-romper-grey')!, createdAt: day(19) },
    { author: 'Скрытый', text: 'Не показывать.', rating: 1, active: false, createdAt: day(25) },
  ]);
  return ids;
}
const api = useTestApi({ per: 'file', prepare: insertPartnersAndReviews });
const ids = () => api().fixture;

describe('GET /api/data/partners/', () => {
  it('lists the partners in their order, cached for five minutes', async () => {
    const res = await request(api().app).get('/api/data/partners/');
    const list = expectEnvelope(res, z.array(partnerSchema));
    expect(list.map((p) => p.NAME)).toEqual(['Детский дом моды', 'Лавка «Хлопок»']);
    expect(list[0]).toMatchObject({ HREF: 'https://example.ru/ddm', CITY: 'Москва' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /api/data/reviews/', () => {
  const get = (query: Record<string, string> = {}) => request(api().app).get('/api/data/reviews/').query(query);

  it('answers the ten newest active reviews by default, with their product', async () => {
    const res = await get();
    const list = expectEnvelope(res, z.array(reviewSchema));
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({
      AUTHOR: 'Анна',
      CITY: 'Тула',
      RATING: 5,
      DATE: '2026-01-20',
      PRODUCT: {
        NAME: 'Ползунки бежевые',
        URL: `/shop/${ids().get('fx-romper-beige')}-fx-romper-beige-product/`,
        PICTURE: '/images/products/fx-romper-beige-1.svg',
      },
    });
    // A product taken off sale is not linked.
    expect(list[1]).toMatchObject({ AUTHOR: 'Ольга', PRODUCT: null });
    expect(list[2]).toMatchObject({ DATE: '2026-01-01', PRODUCT: null });
    expect(list.map((r) => r.AUTHOR)).not.toContain('Скрытый');
  });

  it('answers count reviews, up to 50', async () => {
    expect(expectEnvelope(await get({ count: '3' }), z.array(reviewSchema))).toHaveLength(3);
    expect(expectEnvelope(await get({ count: '50' }), z.array(reviewSchema))).toHaveLength(50);
  });

  it.each([['0'], ['51'], ['abc'], ['1.5'], ['-2']])('refuses count=%s with 400', async (count) => {
    refusalMessage(await get({ count }), 400);
  });
});
