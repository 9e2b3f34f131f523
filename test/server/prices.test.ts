import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fakeProductCard } from '../support/fake-catalog';
import { useTestShop } from './support/shop';

const NBSP = '\u00a0';

/**
 * Issue 21: «…на 10 000 / р.» wrapped, because prices were written with plain spaces, where a line
 * may break. The server writes each price with no-break spaces between the groups of digits and
 * before «р.», so no browser can split it, whatever the width.
 */
describe('prices on server-rendered pages', () => {
  const shop = useTestShop({}, 'file');

  it('holds a product’s price together with no-break spaces: «1 290 р.» has no space a line can break at', async () => {
    expect(fakeProductCard.PRICE).toBe(1290);
    const res = await request(shop().app).get(fakeProductCard.URL).set('user-agent', 'Googlebot');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`>1${NBSP}290${NBSP}р.<`);
    expect(res.text).not.toMatch(/1 290|290 р\./);
  });

  it('writes the free-delivery threshold of the home page the same way', async () => {
    const res = await request(shop().app).get('/').set('user-agent', 'Googlebot');
    expect(res.text).toContain(`Доставка от 7${NBSP}000${NBSP}р. бесплатно`);
    expect(res.text).not.toContain('Доставка от 7 000 р.');
  });
});
