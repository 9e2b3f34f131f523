import { describe, expect, it } from 'vitest';
import { readState, serializeState } from './serialize';

describe('serializeState', () => {
  it('escapes characters that could close the script tag', () => {
    const out = serializeState({ text: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('escapes ampersands and the JavaScript line separators', () => {
    const out = serializeState({ a: 'x & y', b: 'line\u2028sep\u2029par' });
    expect(out).toBe('{"a":"x \\u0026 y","b":"line\\u2028sep\\u2029par"}');
  });

  it('round-trips through JSON.parse to the same value', () => {
    const value = { html: '<b>Скидка</b> & «подарок»', list: [1, null, 'a\u2028b'] };
    expect(JSON.parse(serializeState(value))).toEqual(value);
  });

  it('turns undefined into null so the script stays valid', () => {
    expect(serializeState(undefined)).toBe('null');
  });
});

describe('readState', () => {
  it('reads back the state of a bootstrap script written with serializeState', () => {
    const state = { fallback: { '@"GET /data/"': { text: '</script> & \u2028' } }, site: { ORIGIN: 'https://shop.example' } };
    const html = `<body><script nonce="n">window.__SHOP_STATE__=${serializeState(state)}</script></body>`;
    expect(readState(html)).toEqual(state);
  });

  it('is null for a page without state', () => {
    expect(readState('<html><body>Что-то пошло не так</body></html>')).toBeNull();
  });
});
