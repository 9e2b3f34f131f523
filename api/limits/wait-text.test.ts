import { describe, expect, it } from 'vitest';
import { waitText } from './limiter';

describe('when to try again', () => {
  it('says seconds up to a minute, minutes up to an hour, then hours and minutes', () => {
    expect(waitText(41_200)).toBe('42 с');
    expect(waitText(60_000)).toBe('60 с');
    expect(waitText(60_001)).toBe('2 мин');
    expect(waitText(3_600_000)).toBe('60 мин');
    expect(waitText(3_600_001)).toBe('1 ч 1 мин');
    expect(waitText(86_400_000)).toBe('24 ч');
    expect(waitText(0)).toBe('1 с');
  });
});
