import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './support/shop';

describe('crawlers', () => {
  const shop = useTestShop();

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
  ])('get the complete document with no pending parts: %s', async (ua) => {
    const res = await request(shop().app).get('/o-brende/').set('user-agent', ua);
    expect(res.status).toBe(200);
    // '<!--$?-->' marks a Suspense boundary whose content would come later in the stream.
    expect(res.text).not.toContain('<!--$?-->');
    expect(res.text).not.toContain('$RC(');
    expect(res.text).toMatch(/<h1[^>]*>[^<]*О бренде/);
    expect(res.text.trimEnd()).toMatch(/<\/html>$/);
  });
});
