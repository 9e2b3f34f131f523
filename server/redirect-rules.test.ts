import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-rules';

const none = () => undefined;

describe('redirectTarget', () => {
  it('leaves a canonical path alone', () => {
    expect(redirectTarget('/shop/', none)).toBeNull();
    expect(redirectTarget('/shop/?page=2', none)).toBeNull();
  });

  it('chains the slash, the fixed rule and the query into one answer', () => {
    expect(redirectTarget('//personal//cart?x=1', none)).toBe('/personal/basket/?x=1');
  });

  it('prefers a legacy table entry, with or without the trailing slash', () => {
    const table = new Map([['/shop/odezhda/bodi/', '/shop/12-bodi-category/']]);
    const lookup = (p: string) => table.get(p);
    expect(redirectTarget('/shop/odezhda/bodi', lookup)).toBe('/shop/12-bodi-category/');
    expect(redirectTarget('/shop/odezhda/bodi/?a=b', lookup)).toBe('/shop/12-bodi-category/?a=b');
  });

  it('ignores a table target that would leave the site', () => {
    const lookup = () => '//evil.com/';
    expect(redirectTarget('/old/', lookup)).toBeNull();
  });

  it.each(['//evil.com', '///evil.com', '/\\evil.com', '/\\/evil.com', '\\\\evil.com'])('keeps %s on our own origin', (url) => {
    const target = redirectTarget(url, none);
    expect(target).toMatch(/^\/[^/\\]/);
  });
});
