import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fillPath, splitCallId } from '../../shared/contract/call';
import { calls, type CallId } from '../../shared/contract/calls';
import { fakeAnswers, fakeApiApp, fakeStaticInfo, freshFakeState, MIRROR_PATH, startFakeApi } from '../support/fake-api';
import { fakeProductCard } from '../support/fake-catalog';
import { FAKE_ORDER_CODE } from '../support/fake-order';
import { SIGNED_IN_COOKIE } from '../support/fake-profile';
import { useFresh } from '../support/lifetime';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route of an Express app, as 'GET /path', through the routers mounted in it. */
function routesOf(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`);
    return layer.handle?.stack ? routesOf(layer.handle.stack) : [];
  });
}

/** A call's path with a value the fake knows in each parameter: its product, order, section, block. */
function knownPath(id: CallId): string {
  const known: Partial<Record<CallId, string>> = {
    'GET /catalog/{code}/detail/': fakeProductCard.CODE,
    'GET /catalog/{code}/detail-complex/': fakeProductCard.CODE,
    'GET /catalog/filter-promo/{code}/': 'leto_2025',
    'POST /order/get/{code}/': FAKE_ORDER_CODE,
  };
  return `/api${fillPath(splitCallId(id).path, (name) => known[id] ?? (name === 'block' ? 'new' : 'bodi'))}`;
}

const answered = Object.keys(fakeAnswers) as CallId[];
const staticInfoOffContract = { ...fakeStaticInfo, PHONE: 79991234567 };

describe('the fake api the storefront is tested against', () => {
  // Each test closes the fake itself to see what closing says; this only frees the port of one that failed first.
  const api = useFresh(startFakeApi, (fake) => fake.close().catch(() => undefined));

  it('has a route for each call of the contract table, at its method and path, and beyond them only /readyz and the mirror', () => {
    const routes = routesOf((fakeApiApp(freshFakeState()) as Express & { router: { stack: Layer[] } }).router.stack);
    const ofCalls = (Object.keys(calls) as CallId[]).map((id) => {
      const { method, path } = splitCallId(id);
      return `${method} /api${fillPath(path, (name) => `:${name}`)}`;
    });
    const others = routes.filter((route) => !ofCalls.includes(route));
    expect(routes.filter((route) => ofCalls.includes(route)).sort()).toEqual([...ofCalls].sort());
    expect(new Set(others.map((route) => route.replace(/^\S+ /, '')))).toEqual(new Set(['/readyz', `${MIRROR_PATH}{*rest}`]));
    // The mirror can never stand in for a call.
    for (const id of Object.keys(calls)) expect(`/api${splitCallId(id as CallId).path}`.startsWith(MIRROR_PATH), id).toBe(false);
  });

  it.each(answered)('answers %s, for a guest and for the signed-in shopper, with data its response schema accepts', async (id) => {
    const { method } = splitCallId(id);
    for (const cookie of ['sid=guest-1', SIGNED_IN_COOKIE]) {
      const asked = request(api().url)[method === 'GET' ? 'get' : 'post'](knownPath(id)).set('cookie', cookie);
      const res = await (method === 'POST' ? asked.send({}) : asked);
      expect(res.status, id).toBe(200);
      expect(calls[id].response.safeParse(res.body.data).success, id).toBe(true);
    }
    await expect(api().close()).resolves.toBeUndefined();
  });

  it('answers a call of the table that it has no answer for with 404, not with the answer of another path', async () => {
    expect(answered).not.toContain('GET /catalog/section-list/');
    const res = await request(api().url).get('/api/catalog/section-list/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', errors: [{ message: 'Не найдено' }], data: null });
  });

  it('refuses to answer data its call’s schema refuses, and the test that made it fails when it closes the fake', async () => {
    api().staticInfo = staticInfoOffContract as unknown as typeof fakeStaticInfo;
    const res = await request(api().url).get('/api/data/getStaticInfo/');
    expect(res.status).toBe(500);
    await expect(api().close()).rejects.toThrow(/off the contract:\nGET \/data\/getStaticInfo\/: .*PHONE/s);
  });

  it('answers off the contract only where a test names the call in offContract', async () => {
    api().offContract['GET /data/getStaticInfo/'] = staticInfoOffContract;
    const res = await request(api().url).get('/api/data/getStaticInfo/');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(staticInfoOffContract);
    await expect(api().close()).resolves.toBeUndefined();
  });
});
