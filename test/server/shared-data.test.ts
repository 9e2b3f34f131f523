import { pino } from 'pino';
import request from 'supertest';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_TTL_MS, sharedData } from '../../server/render/shared-data';
import { keys } from '../../shared/api/keys';
import { fakeStaticInfo, startFakeApi, type FakeApi } from '../support/fake-api';
import { useTestShop } from './support/shop';
import { fallbackOf } from './support/state';

const asked = (api: FakeApi, url: string) => api.requests.filter((r) => r.url === url).length;

describe('what every page reads, kept by the storefront', () => {
  const shop = useTestShop();

  it('costs one api call for many pages, while what is personal is asked for every page', async () => {
    for (const path of ['/o-brende/', '/o-brende/', '/']) await request(shop().app).get(path).set('Cookie', 'sid=s1').expect(200);
    expect(asked(shop().api, '/api/catalog/section-tree/')).toBe(1);
    expect(asked(shop().api, '/api/data/getStaticInfo/')).toBe(1);
    // Posters are per page address: one call per address.
    expect(shop().api.requests.filter((r) => r.url === '/api/data/').length).toBe(2);
    expect(asked(shop().api, '/api/profile/')).toBe(3);
    expect(asked(shop().api, '/api/wishlist/')).toBe(3);
  });

  it('hands every page the same data as the api gave', async () => {
    await request(shop().app).get('/o-brende/');
    const res = await request(shop().app).get('/o-brende/').set('user-agent', 'Googlebot');
    expect(fallbackOf(res.text)[unstable_serialize(keys.staticInfo())]).toEqual(fakeStaticInfo);
  });

  it('does not keep a failed answer: the next page asks again and gets the data', async () => {
    shop().api.failing.add('/api/catalog/section-tree/');
    await request(shop().app).get('/o-brende/');
    shop().api.failing.clear();
    const res = await request(shop().app).get('/o-brende/').set('user-agent', 'Googlebot');
    expect(fallbackOf(res.text)).toHaveProperty(unstable_serialize(keys.sectionTree()));
    expect(asked(shop().api, '/api/catalog/section-tree/')).toBe(2);
  });

  it('never passes on a Set-Cookie of what is everyone’s', async () => {
    shop().api.setCookies = ['sid=stranger; Path=/; HttpOnly'];
    const res = await request(shop().app).get('/o-brende/');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('SHARED_DATA_TTL_SECONDS=0', () => {
  const shop = useTestShop({ env: { SHARED_DATA_TTL_SECONDS: '0' } });

  it('asks the api for every page, with the shopper’s cookie', async () => {
    for (let i = 0; i < 2; i++) await request(shop().app).get('/o-brende/').set('Cookie', 'sid=s1').expect(200);
    const tree = shop().api.requests.filter((r) => r.url === '/api/catalog/section-tree/');
    expect(tree.map((r) => r.headers.cookie)).toEqual(['sid=s1', 'sid=s1']);
  });
});

describe('sharedData', () => {
  let api: FakeApi;
  afterEach(() => api.close());
  const log = pino({ level: 'silent' });

  it('shows the owner’s content (shop info, posters) 2 s after the api gives it, whatever the TTL, sharing one request between concurrent pages', async () => {
    api = await startFakeApi();
    let clock = 0;
    const cache = sharedData({ apiUrl: api.url, ttlMs: 30_000, timeoutMs: 3_000, now: () => clock });
    const key = keys.staticInfo();
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer(key, log, {})));
    expect(answers.map((a) => a.kind)).toEqual(['data', 'data', 'data']);
    expect(asked(api, '/api/data/getStaticInfo/')).toBe(1);

    api.staticInfo = { ...fakeStaticInfo, PHONE: '79990000000' };
    clock = CONTENT_TTL_MS - 1;
    expect(await cache.answer(key, log, {})).toMatchObject({ data: { PHONE: fakeStaticInfo.PHONE } });
    clock = CONTENT_TTL_MS;
    expect(await cache.answer(key, log, {})).toMatchObject({ data: { PHONE: '79990000000' } });
    expect(asked(api, '/api/data/getStaticInfo/')).toBe(2);
  });

  it('holds only the calls that are everyone’s', async () => {
    api = await startFakeApi();
    const cache = sharedData({ apiUrl: api.url, ttlMs: 30_000, timeoutMs: 3_000 });
    expect(cache.holds(keys.sectionTree())).toBe(true);
    expect(cache.holds(keys.block('new', 8))).toBe(true);
    for (const key of [
      keys.profile(),
      keys.wishlist(),
      keys.basket(),
      keys.product('x'),
      keys.listing('odezhda', {}),
      keys.block('viewed'),
    ]) {
      expect(cache.holds(key)).toBe(false);
    }
  });
});
