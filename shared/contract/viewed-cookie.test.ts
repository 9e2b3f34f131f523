import { describe, expect, it } from 'vitest';
import { VIEWED_MAX } from './catalog-constants';
import { addViewed, decodeViewed, encodeViewed } from './viewed-cookie';

describe('decodeViewed', () => {
  it('keeps the order of the array, the most recent first', () => {
    expect(decodeViewed('[5,3,9]')).toEqual([5, 3, 9]);
  });

  it('drops junk entries and repeats, and accepts ids written as strings', () => {
    expect(decodeViewed('[5,"x",null,-1,1.5,{"a":1},"7",5,0,99999999999]')).toEqual([5, 7]);
  });

  it('reads malformed JSON, a non-array or no cookie as no products', () => {
    for (const raw of ['[1,2', '{"1":2}', '7', '', undefined, 'null', 'j:[1]']) {
      expect(decodeViewed(raw)).toEqual([]);
    }
  });

  it(`keeps at most ${VIEWED_MAX} ids`, () => {
    const many = JSON.stringify(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(decodeViewed(many)).toHaveLength(VIEWED_MAX);
  });

  it('reads the value URI-encoded as stored or already decoded, and ignores anything else', () => {
    expect(decodeViewed('[1,2]')).toEqual([1, 2]);
    expect(decodeViewed('%5B4%2C5%5D')).toEqual([4, 5]);
    expect(decodeViewed('{"a":1}')).toEqual([]);
    expect(decodeViewed('not json')).toEqual([]);
    expect(decodeViewed('[1,"x",-2,3.5,"6"]')).toEqual([1, 6]);
    expect(decodeViewed(undefined)).toEqual([]);
    expect(decodeViewed('%E0%A4%A')).toEqual([]);
  });
});

describe('encodeViewed and addViewed', () => {
  it('puts the product just looked at first, once', () => {
    expect(addViewed([3, 7, 9], 7)).toEqual([7, 3, 9]);
    expect(addViewed([], 5)).toEqual([5]);
  });

  it(`keeps at most ${VIEWED_MAX} products, dropping the oldest`, () => {
    const ids = Array.from({ length: VIEWED_MAX }, (_, i) => i + 1);
    const next = addViewed(ids, 100);
    expect(next).toHaveLength(VIEWED_MAX);
    expect(next[0]).toBe(100);
    expect(next).not.toContain(VIEWED_MAX);
  });

  it('writes a URI-encoded JSON array that it reads back', () => {
    expect(decodeViewed(encodeViewed([7, 3, 9]))).toEqual([7, 3, 9]);
    expect(encodeViewed([7, 3])).toBe('%5B7%2C3%5D');
    expect(decodeURIComponent(encodeViewed([7, 3]))).toBe('[7,3]');
  });
});
