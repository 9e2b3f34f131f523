import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatTime } from './date';

// 2026-03-05 09:05 in Moscow.
const MORNING = new Date('2026-03-05T06:05:00Z');

describe('formatDate', () => {
  it('writes dd.mm.yy with two digits each', () => {
    expect(formatDate(MORNING)).toBe('05.03.26');
    expect(formatDate('2026-12-24T12:00:00Z')).toBe('24.12.26');
  });

  it('uses Moscow time whatever the zone of the machine', () => {
    // 22:30 UTC on the 31st is already the 1st in Moscow.
    expect(formatDate('2025-12-31T22:30:00Z')).toBe('01.01.26');
    expect(formatDate('2025-12-31T22:30:00Z', 0)).toBe('31.12.25');
  });

  it('accepts a timestamp', () => {
    expect(formatDate(MORNING.getTime())).toBe('05.03.26');
  });
});

describe('formatDateLong', () => {
  it('writes the full month name in the genitive', () => {
    expect(formatDateLong(MORNING)).toBe('5 марта 2026');
    expect(formatDateLong('2026-05-01T12:00:00Z')).toBe('1 мая 2026');
    expect(formatDateLong('2026-08-20T12:00:00Z')).toBe('20 августа 2026');
  });
});

describe('formatTime', () => {
  it('writes hours and zero-padded minutes', () => {
    expect(formatTime(MORNING)).toBe('9:05');
    expect(formatTime('2026-03-05T15:30:00Z')).toBe('18:30');
    expect(formatTime('2026-03-05T21:00:00Z')).toBe('0:00');
  });
});

describe('every date format', () => {
  it.each([
    { format: formatDate, invalid: 'не дата' },
    { format: formatDateLong, invalid: Number.NaN },
    { format: formatTime, invalid: '' },
  ])('$format.name gives an empty string for the invalid date $invalid', ({ format, invalid }) => {
    expect(format(invalid)).toBe('');
  });
});
