import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { viewedCookie as storefrontCookie } from '../../../client/components/product/viewed';
import { blockSchema, VIEWED_MAX } from '../../../shared/contract';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { useSearchApi } from '../search/search-fixtures';

const api = useSearchApi({ per: 'file' });
const id = (code: string) => api().fixture.get(code)!;
const viewedCookie = (value: unknown) => `productIds=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;

async function viewed(cookie: string | null, query: Record<string, string> = {}) {
  const req = request(api().app).get('/api/catalog/block/viewed/').query(query);
  if (cookie !== null) req.set('Cookie', cookie);
  return req;
}

describe('GET /api/catalog/block/viewed/', () => {
  it('answers the products of the productIds cookie in its order, the most recent first', async () => {
    const order = ['fx-blanket', 'fx-romper-beige', 'fx-bodysuit'];
    const block = expectEnvelope(await viewed(viewedCookie(order.map(id))), blockSchema);
    expect(block.ITEMS.map((c) => c.CODE)).toEqual(order);
    expect(block.ITEMS[0]).toMatchObject({ NAME: 'Плед муслиновый', PRICE: 1290, PREVIEW_PICTURE: '/images/products/fx-blanket-1.svg' });
  });

  it('reads the cookie the storefront writes on product pages', async () => {
    let cookies = '';
    for (const code of ['fx-bodysuit', 'fx-blanket', 'fx-bodysuit']) {
      // What `document.cookie = …` keeps: the name=value pair before the attributes.
      cookies = storefrontCookie(cookies, id(code)).split(';')[0]!;
    }
    const block = expectEnvelope(await viewed(cookies), blockSchema);
    expect(block.ITEMS.map((c) => c.CODE)).toEqual(['fx-bodysuit', 'fx-blanket']);
  });

  it('skips junk, repeats, unknown and inactive ids', async () => {
    const cookie = viewedCookie([
      id('fx-bodysuit'),
      'x',
      null,
      -5,
      1.5,
      999999,
      id('fx-romper-grey'),
      { a: 1 },
      id('fx-bodysuit'),
      String(id('fx-blanket')),
    ]);
    const block = expectEnvelope(await viewed(cookie), blockSchema);
    expect(block.ITEMS.map((c) => c.CODE)).toEqual(['fx-bodysuit', 'fx-blanket']);
  });

  it('applies the limit after skipping what is not shown', async () => {
    const cookie = viewedCookie([999999, id('fx-romper-grey'), id('fx-blanket'), id('fx-bodysuit'), id('fx-romper')]);
    const block = expectEnvelope(await viewed(cookie, { limit: '2' }), blockSchema);
    expect(block.ITEMS.map((c) => c.CODE)).toEqual(['fx-blanket', 'fx-bodysuit']);
  });

  it('is empty without the cookie or with a malformed one, never an error', async () => {
    for (const cookie of [null, 'productIds=', viewedCookie('[1,2'), viewedCookie('{"a":1}'), 'productIds=%E0%A4%A', viewedCookie('"7"')]) {
      const res = await viewed(cookie);
      expect(expectEnvelope(res, blockSchema)).toEqual({ ITEMS: [] });
    }
  });

  it(`reads at most ${VIEWED_MAX} ids`, async () => {
    const many = [...Array.from({ length: VIEWED_MAX }, (_, i) => 900_000 + i), id('fx-blanket')];
    expect(expectEnvelope(await viewed(viewedCookie(many)), blockSchema)).toEqual({ ITEMS: [] });
  });

  it('refuses a bad limit with a Russian message', async () => {
    for (const limit of ['0', 'abc', '1.5', '1000']) {
      refusalMessage(await viewed(null, { limit }), 400, limit);
    }
  });
});
