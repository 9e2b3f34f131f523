import request from 'supertest';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { leanSectionTree } from '../../server/render/client-state';
import { stateJson } from '../../server/render/serialize';
import { keys } from '../../shared/api/keys';
import { fakeStaticInfo } from '../support/fake-api';
import { fakeSectionTree } from '../support/fake-catalog';
import { useTestShop } from './support/shop';
import { fallbackOf, stateOf } from './support/state';

describe('server-rendered state', () => {
  const shop = useTestShop();
  /** What a crawler's whole document of /o-brende/ hands the client, once it answered 200. */
  const renderedFallback = async () => {
    const res = await request(shop().app).get('/o-brende/').set('user-agent', 'Googlebot');
    expect(res.status).toBe(200);
    return fallbackOf(res.text);
  };

  it('puts the prefetched data in the page under the SWR keys the client asks for', async () => {
    const res = await request(shop().app).get('/o-brende/');
    const fallback = fallbackOf(res.text);
    expect(fallback[unstable_serialize(keys.staticInfo())]).toEqual(fakeStaticInfo);
    expect(fallback[unstable_serialize(keys.sectionTree())]).toEqual(leanSectionTree(fakeSectionTree));
    expect(fallback[unstable_serialize(keys.pageData('/o-brende/'))]).toEqual({ posters: [] });
  });

  it('hands the site’s origin and the 404 beside the data, not under a key no call has', async () => {
    const res = await request(shop().app).get('/shop/999-net-takogo-category/');
    const state = stateOf(res.text);
    expect(state.site).toEqual({ ORIGIN: 'http://localhost:3000', NOT_FOUND: '/shop/999-net-takogo-category/' });
    // Every key is a serialized call of the contract ('@"GET /data/…"'), none the site's.
    for (const key of Object.keys(state.fallback)) expect(key).toMatch(/^@"(GET|POST) \//);
  });

  it('escapes the state so data cannot close the script', async () => {
    const res = await request(shop().app).get('/');
    const script = stateJson(res.text);
    expect(script).not.toMatch(/[<>\u2028]/);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(res.text).not.toContain('<script>alert("xss")');
  });

  it('forwards the cookie and the request id to the api for what is personal, only the id for what is everyone’s', async () => {
    await request(shop().app).get('/o-brende/').set('Cookie', 'sid=s1').set('x-request-id', 'req-ssr-1');
    const prefetches = shop().api.requests.filter((r) => r.url !== '/api/data/redirects/');
    expect(prefetches.map((r) => r.url).sort()).toEqual([
      '/api/catalog/section-tree/',
      '/api/data/',
      '/api/data/getStaticInfo/',
      '/api/profile/',
      '/api/wishlist/',
    ]);
    for (const r of prefetches) {
      // The storefront keeps the shop's info, menu and posters for everyone (server/render/shared-data.ts).
      const personal = ['/api/profile/', '/api/wishlist/'].includes(r.url);
      expect(r.headers.cookie).toBe(personal ? 'sid=s1' : undefined);
      expect(r.headers['x-request-id']).toBe('req-ssr-1');
    }
    expect(JSON.parse(prefetches.find((r) => r.method === 'POST')!.body)).toEqual({ path: '/o-brende/', EXTEND: 'Y' });
  });

  it('asks for what is personal with the browser’s own User-Agent, so a session it touches records the browser', async () => {
    const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Version/17.2 Mobile/15E148 Safari/604.1';
    await request(shop().app).get('/o-brende/').set('Cookie', 'sid=s1').set('User-Agent', browser);
    const personal = shop().api.requests.filter((r) => ['/api/profile/', '/api/wishlist/'].includes(r.url));
    expect(personal).toHaveLength(2);
    for (const r of personal) expect(r.headers['user-agent']).toBe(browser);
  });

  it('passes the api’s Set-Cookie on to the page response', async () => {
    shop().api.setCookies = ['sid=new; Path=/; HttpOnly'];
    const res = await request(shop().app).get('/o-brende/').set('Cookie', 'sid=old');
    expect(res.headers['set-cookie']).toContain('sid=new; Path=/; HttpOnly');
  });

  it('leaves out a key the api failed and still renders the page', async () => {
    shop().api.failing.add('/api/catalog/section-tree/');
    const fallback = await renderedFallback();
    expect(fallback).not.toHaveProperty(unstable_serialize(keys.sectionTree()));
    expect(fallback[unstable_serialize(keys.staticInfo())]).toEqual(fakeStaticInfo);
  });

  it('leaves out an answer off the contract, which the client will ask for again', async () => {
    shop().api.offContract['GET /data/getStaticInfo/'] = { ...fakeStaticInfo, PHONE: 79991234567 };
    const fallback = await renderedFallback();
    expect(fallback).not.toHaveProperty(unstable_serialize(keys.staticInfo()));
    expect(fallback[unstable_serialize(keys.sectionTree())]).toEqual(leanSectionTree(fakeSectionTree));
  });

  it('renders without data when the api is down', async () => {
    await shop().api.close();
    // Only what the storefront knows without the api: its own origin and a guest's empty wishlist.
    const fallback = await renderedFallback();
    expect(fallback).not.toHaveProperty(unstable_serialize(keys.staticInfo()));
    expect(fallback).not.toHaveProperty(unstable_serialize(keys.sectionTree()));
  });

  it('marks the page as personal to the shopper', async () => {
    const res = await request(shop().app).get('/');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
