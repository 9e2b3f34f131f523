import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../client/routes';
import { matchPage } from '../../client/routes/match';
import { SIGNED_IN_COOKIE } from '../support/fake-profile';
import { ROUTE_SAMPLES, SHOP_TITLE } from './support/pages';
import { useTestShop } from './support/shop';
import { loadedModules } from './support/loaded-modules';

describe('every route of spec §2.1', () => {
  const shop = useTestShop({}, 'file');

  it('has a sample address for every path of every route module, matched by that module', () => {
    for (const sample of ROUTE_SAMPLES) expect(matchPage(sample.path.split('?')[0]!)?.route.id, sample.path).toBe(sample.id);
    const sampled = new Set(ROUTE_SAMPLES.map((s) => s.id));
    for (const route of routeModules) expect(sampled, route.id).toContain(route.id);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(shop().app).head('/o-brende/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });

  it.each(ROUTE_SAMPLES)('$path answers 200 with the Russian document', async ({ path, heading }) => {
    // A crawler gets the whole document at once, lazy page included; the pages for accounts open
    // to a signed-in shopper (a guest is sent to sign in: personal-access.test.ts).
    const access = matchPage(path.split('?')[0]!)?.route.access;
    const signedIn = access === 'account' ? { cookie: SIGNED_IN_COOKIE } : {};
    const res = await request(shop().app).get(path).set('user-agent', 'Googlebot/2.1').set(signedIn);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="ru">/);
    // One title per document; the home page keeps the shop's own (spec §1), the others name themselves.
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    if (path === '/') expect(res.text).toContain(`<title>${SHOP_TITLE}</title>`);
    expect(loadedModules(res.text)[0]).toBe('/assets/entry-test.js');
    expect(res.text.trimEnd()).toMatch(/<\/html>$/);
    if (heading) expect(res.text).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(heading)}`));
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
