import { describe, expect, it } from 'vitest';
import { accessRedirect, afterSignIn, localPath } from './access';
import { profile } from '../testing/profile';

describe('where sign-in sends a shopper back to', () => {
  it.each(['/personal/order/', '/shop/?page=2', '/personal/orders/K7/#top'])('keeps the local path %s', (path) => {
    expect(localPath(path)).toBe(path);
  });

  it.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example/', '', null])(
    'refuses %s, which would leave the shop',
    (back) => {
      expect(localPath(back)).toBeNull();
      expect(afterSignIn(back)).toBe('/personal/');
    },
  );
});

describe('route access', () => {
  const where = { pathname: '/personal/subscribes/', search: '?tab=sms' };

  it('sends a guest from a page for accounts to sign in and back', () => {
    expect(accessRedirect('account', null, where)).toBe('/personal/login/?back=%2Fpersonal%2Fsubscribes%2F%3Ftab%3Dsms');
  });

  it('decides nothing while the profile is not known', () => {
    expect(accessRedirect('account', undefined, where)).toBeNull();
  });

  it('sends a signed-in shopper from sign-in to `back`', () => {
    expect(accessRedirect('guest', profile(), { pathname: '/personal/login/', search: '?back=%2Fpersonal%2Forder%2F' })).toBe(
      '/personal/order/',
    );
    expect(accessRedirect('guest', null, { pathname: '/personal/login/', search: '' })).toBeNull();
    expect(accessRedirect(undefined, null, where)).toBeNull();
  });
});
