import { describe, expect, it } from 'vitest';
import { decodeViewed } from '../../../shared/contract/viewed-cookie';
import { readCookie, viewedCookie } from './viewed';

describe('the recently viewed cookie', () => {
  it('writes a JSON array for the whole site for 30 days', () => {
    const cookie = viewedCookie('sid=abc; productIds=%5B4%2C5%5D', 5);
    const value = readCookie(cookie, 'productIds');
    expect(decodeViewed(value)).toEqual([5, 4]);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`max-age=${30 * 24 * 3600}`);
  });
});
