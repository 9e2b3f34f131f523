import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '../support/fake-profile';
import { useTestShop } from './support/shop';

/** Issue 10: a guest on the personal area is sent to sign in by the server itself, no JavaScript needed. */
describe('the personal area for guests', () => {
  const shop = useTestShop({}, 'file');

  it.each([
    ['/personal/', '/personal/'],
    ['/personal/information/', '/personal/information/'],
    ['/personal/subscribes/', '/personal/subscribes/'],
    ['/personal/promocodes/', '/personal/promocodes/'],
    ['/personal/feedback/', '/personal/feedback/'],
    ['/personal/certificates/', '/personal/certificates/'],
    ['/personal/certificates/?from=mail', '/personal/certificates/?from=mail'],
  ])('sends a guest from %s to sign in with a 303 that brings them back', async (path, back) => {
    const res = await request(shop().app).get(path).redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/personal/login/?back=${encodeURIComponent(back)}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('does the same for a guest with a session (a basket) whose profile is null', async () => {
    const res = await request(shop().app).get('/personal/subscribes/').set('cookie', 'sid=guest-1').redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/personal/login/?back=%2Fpersonal%2Fsubscribes%2F');
  });

  it.each([
    '/personal/basket/',
    '/personal/favorites/',
    '/personal/order/',
    '/personal/orders/',
    '/personal/login/',
    '/personal/registration/',
  ])('lets a guest open %s', async (path) => {
    const res = await request(shop().app).get(path).redirects(0);
    expect(res.status).toBe(200);
  });

  it('renders the personal area for a signed-in shopper', async () => {
    const res = await request(shop().app).get('/personal/').set('cookie', SIGNED_IN_COOKIE).redirects(0);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<h1>Личный кабинет</h1>');
    expect(res.text).toContain('>Выйти</button>');
    // «Где вы вошли», rendered by the server with the account's browsers.
    expect(res.text).toContain('>Где вы вошли</h2>');
    expect(res.text.replace(/<!-- -->/g, '')).toContain('Яндекс Браузер, Android');
    expect(res.text).toContain('>Это устройство<');
    expect(res.text).toContain('>Выйти на всех устройствах</button>');
  });

  it('sends a signed-in shopper from sign-in on to `back`, or to the area', async () => {
    const back = await request(shop().app).get('/personal/login/?back=%2Fpersonal%2Forder%2F').set('cookie', SIGNED_IN_COOKIE).redirects(0);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/personal/order/');
    const area = await request(shop().app)
      .get('/personal/login/?back=https%3A%2F%2Fevil.example%2F')
      .set('cookie', SIGNED_IN_COOKIE)
      .redirects(0);
    expect(area.headers.location).toBe('/personal/');
  });

  it('shows the signed-in name in the header, and «Войти» to a guest', async () => {
    const signedIn = await request(shop().app).get('/o-brende/').set('cookie', SIGNED_IN_COOKIE);
    expect(signedIn.text).toContain('Личный кабинет: Анна');
    const guest = await request(shop().app).get('/o-brende/');
    expect(guest.text).toContain('href="/personal/login/"');
  });
});
