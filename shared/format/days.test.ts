import { describe, expect, it } from 'vitest';
import { formatDays } from './plural';

describe('formatDays', () => {
  it('reads a term as a range with the plural of its end', () => {
    expect(formatDays(2, 4)).toBe('2–4 дня');
    expect(formatDays(3, 5)).toBe('3–5 дней');
    expect(formatDays(1, 21)).toBe('1–21 день');
  });

  it('reads one number once', () => {
    expect(formatDays(1, 1)).toBe('1 день');
    expect(formatDays(7, 7)).toBe('7 дней');
  });
});
