import { parse } from 'cookie';
import { describe, expect, it } from 'vitest';
import { decodeViewed } from '../../../shared/contract/viewed-cookie';
import { viewedCookie } from './viewed';

describe('the recently viewed cookie', () => {
  it('writes a JSON array for the whole site for 30 days', () => {
    const cookie = viewedCookie('sid=abc; productIds=%5B4%2C5%5D', 5);
    expect(decodeViewed(parse(cookie).productIds)).toEqual([5, 4]);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`max-age=${30 * 24 * 3600}`);
  });

  it('reads the list back whether the browser kept it encoded or not', () => {
    expect(decodeViewed(parse(viewedCookie('productIds=[7]', 8)).productIds)).toEqual([8, 7]);
    expect(decodeViewed(parse(viewedCookie('a=1; productIds=nonsense', 8)).productIds)).toEqual([8]);
  });
});
