import { describe, expect, it } from 'vitest';
import { VIEWED_MAX } from '../../../shared/contract/catalog';
import { addViewed, parseViewed, readCookie, viewedCookie } from './viewed';

describe('the recently viewed cookie', () => {
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

  it('reads raw and URI-encoded JSON and ignores anything else', () => {
    expect(parseViewed('[1,2]')).toEqual([1, 2]);
    expect(parseViewed('%5B4%2C5%5D')).toEqual([4, 5]);
    expect(parseViewed('{"a":1}')).toEqual([]);
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed('[1,"x",-2,3.5,"6"]')).toEqual([1, 6]);
    expect(parseViewed(undefined)).toEqual([]);
  });

  it('writes a JSON array for the whole site for 30 days', () => {
    const cookie = viewedCookie('sid=abc; productIds=%5B4%2C5%5D', 5);
    const value = readCookie(cookie, 'productIds');
    expect(parseViewed(value)).toEqual([5, 4]);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`max-age=${30 * 24 * 3600}`);
  });
});
