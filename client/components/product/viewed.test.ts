import { describe, expect, it } from 'vitest';
import { parseViewed, readCookie, viewedCookie } from './viewed';

describe('the recently viewed cookie', () => {
  it('reads raw and URI-encoded JSON and ignores anything else', () => {
    expect(parseViewed('[1,2]')).toEqual([1, 2]);
    expect(parseViewed('%5B4%2C5%5D')).toEqual([4, 5]);
    expect(parseViewed('{"a":1}')).toEqual([]);
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed('[1,"x",-2,3.5,"6"]')).toEqual([1, 6]);
    expect(parseViewed(undefined)).toEqual([]);
    expect(parseViewed('%E0%A4%A')).toEqual([]);
  });

  it('writes a JSON array for the whole site for 30 days', () => {
    const cookie = viewedCookie('sid=abc; productIds=%5B4%2C5%5D', 5);
    const value = readCookie(cookie, 'productIds');
    expect(parseViewed(value)).toEqual([5, 4]);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`max-age=${30 * 24 * 3600}`);
  });
});
