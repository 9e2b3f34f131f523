import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { posters } from '../../../api/db/schema';
import { choosePoster } from '../../../client/components/poster/schedule';
import { dataResponseSchema } from '../../../shared/contract';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('posters of POST /api/data/', () => {
  const api = useTestApi();

  const postersFor = async (path: string) => {
    const response = await request(api().app).post('/api/data/').send({ path, EXTEND: 'Y' });
    expect(response.status).toBe(200);
    return expectEnvelope(response, dataResponseSchema).posters;
  };

  it('shows the demo HTML poster first on the home page with its link and delay', async () => {
    const [poster, ...rest] = await postersFor('/');
    expect(poster).toMatchObject({ TYPE: 'HTML', PARAMS: { SHOW_IN: ['/'], DELAY: 1440 } });
    expect(poster?.LINK?.HREF).toMatch(/^\/shop\/\d+-leto_2025-category\/$/);
    expect(rest.map((p) => p.NAME)).toEqual(['Подарочный сертификат']);
  });

  it('shows a poster with HIDE_IN alone everywhere but those paths', async () => {
    expect((await postersFor('/shop/')).map((p) => p.NAME)).toEqual(['Подарочный сертификат']);
  });

  // Sign-in, registration (a code being typed), the personal area, the basket, checkout, payment.
  const personalPaths = [
    '/personal/login/',
    '/personal/registration/',
    '/personal/',
    '/personal/information/',
    '/personal/certificates/',
    '/personal/subscribes/',
    '/personal/promocodes/',
    '/personal/feedback/',
    '/personal/favorites/',
    '/personal/orders/',
    '/personal/orders/STCH9EA3TZ/',
    '/personal/basket/',
    '/personal/order/',
    '/personal/order/STCH9EA3TZ/sbp/',
  ];

  it('shows no demo poster on the personal pages, the basket or at checkout', async () => {
    for (const path of personalPaths) expect(await postersFor(path), path).toEqual([]);
  });

  it('lets no demo poster loaded on the home page open after moving on to a personal page', async () => {
    // The storefront loads posters once, for the first page, and picks among them on every move.
    const loaded = await postersFor('/');
    expect(loaded.length).toBeGreaterThan(0);
    for (const path of personalPaths) expect(choosePoster(loaded, path, {}, Date.now()), path).toBeNull();
  });

  it('selects posters by SHOW_IN and HIDE_IN, ignoring inactive ones', async () => {
    await api().db.delete(posters);
    const base = { type: 'IMAGE' as const, picture: '/images/posters/a.svg' };
    await api()
      .db.insert(posters)
      .values([
        { ...base, name: 'везде', sort: 1 },
        { ...base, name: 'только каталог', showIn: ['/shop/'], sort: 2 },
        { ...base, name: 'каталог, но не корзина', showIn: ['/shop/', '/personal/basket/'], hideIn: ['/personal/basket/'], sort: 3 },
        { ...base, name: 'выключен', active: false, sort: 4 },
        { ...base, name: 'кроме корзины', hideIn: ['/personal/basket/'], sort: 5 },
      ]);
    const names = async (path: string) => (await postersFor(path)).map((p) => p.NAME);

    const catalogue = ['везде', 'только каталог', 'каталог, но не корзина', 'кроме корзины'];
    expect(await names('/')).toEqual(['везде', 'кроме корзины']);
    expect(await names('/shop/')).toEqual(catalogue);
    expect(await names('/shop')).toEqual(catalogue);
    expect(await names('/shop/?sort=price')).toEqual(catalogue);
    expect(await names('/personal/basket/')).toEqual(['везде']);
  });

  it('answers a poster without a link with LINK null', async () => {
    await api().db.delete(posters);
    await api().db.insert(posters).values({ name: 'без ссылки', type: 'HTML', text: '<p>Привет</p>' });
    const [poster] = await postersFor('/');
    expect(poster).toMatchObject({ LINK: null, CONTENT: { PICTURE: null, TEXT: '<p>Привет</p>' } });
  });
});
