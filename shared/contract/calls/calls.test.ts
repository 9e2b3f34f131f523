import { describe, expect, it } from 'vitest';
import { calls, type CallId } from '.';
import { changesState, splitCallId, type CallSpec } from '../call';

const ids = Object.keys(calls) as CallId[];
const pathOf = (id: CallId) => splitCallId(id).path;

describe('the contract table of calls', () => {
  it('names each path parameter once, in the path and in its params schema alike', () => {
    for (const id of ids) {
      const inPath = [...pathOf(id).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const spec = calls[id] as { params?: { shape: object } };
      expect(Object.keys(spec.params?.shape ?? {}).sort(), id).toEqual(inPath);
    }
  });

  it('has paths under /api that end with a slash, as the spec writes them', () => {
    for (const id of ids) expect(id, id).toMatch(/^(GET|POST) \/([\w-]+\/|\{\w+\}\/)*$/);
  });

  it('has no two calls Express could not tell apart', () => {
    const shapes = ids.map((id) => id.replace(/\{\w+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('reads no body on a GET call', () => {
    for (const id of ids) if (id.startsWith('GET ')) expect('body' in calls[id], id).toBe(false);
  });

  it('says which calls change state where the method does not: the cross-site guard follows it', () => {
    const changingGets = ids.filter((id) => id.startsWith('GET ') && changesState(id, calls[id]));
    expect(changingGets.sort()).toEqual(
      [
        ...['add', 'plus', 'minus', 'remove', 'setGift', 'setCoupon', 'removeCoupon'].map((call) => `GET /basket/${call}/`),
        'GET /order/getPaymentByOrderCode/{code}/',
        'GET /wishlist/',
      ].sort(),
    );
    const readingPosts = ids.filter((id) => id.startsWith('POST ') && !changesState(id, calls[id]));
    expect(readingPosts.sort()).toEqual(['POST /catalog/search/', 'POST /data/', 'POST /order/', 'POST /order/get/{code}/']);
  });

  it('says in Russian what each call does', () => {
    for (const id of ids) expect(calls[id].summary, id).toMatch(/^[А-ЯЁ]/);
  });

  it('says who may make the back office’s calls, all of them and only them, and keeps their answers private', () => {
    for (const id of ids) {
      const spec = calls[id] as CallSpec;
      expect(spec.staff !== undefined, id).toBe(pathOf(id).startsWith('/admin/'));
      if (spec.staff !== undefined) expect(spec.cache, id).toBe('private');
    }
  });
});
