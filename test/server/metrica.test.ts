import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../server/config';
import { createTestShop, type TestShop } from './support/shop';

describe('Yandex Metrica only when a counter is configured', () => {
  let shop: TestShop | undefined;
  afterEach(() => shop?.close());

  it('without METRICA_COUNTER_ID: no Metrica address in the CSP and nothing of it in the page', async () => {
    shop = await createTestShop();
    const res = await request(shop.app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).not.toContain('yandex');
    expect(res.text).not.toContain('METRICA_COUNTER_ID');
    expect(res.text).not.toContain('mc.yandex.ru');
  });

  it('with a counter: the CSP lets the tag and its hits through and the page hands the id to the client', async () => {
    shop = await createTestShop({ env: { METRICA_COUNTER_ID: '98765432' } });
    const res = await request(shop.app).get('/');
    const csp = res.headers['content-security-policy']!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).toContain("'strict-dynamic'");
    expect(res.text).toContain('"METRICA_COUNTER_ID":"98765432"');
    // The tag itself is loaded by the client after hydration, never written into the HTML.
    expect(res.text).not.toContain('metrika/tag.js');
  });

  it('treats an empty value as none and refuses one that is not digits', () => {
    expect(parseServerConfig({ METRICA_COUNTER_ID: '' }).METRICA_COUNTER_ID).toBeUndefined();
    expect(() => parseServerConfig({ METRICA_COUNTER_ID: '12ab' })).toThrow(/METRICA_COUNTER_ID/);
  });
});
