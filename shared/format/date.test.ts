import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDayAndTime, formatTime } from './date';

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

describe('formatDayAndTime', () => {
  // 2026-03-05 14:05 in Moscow.
  const NOW = new Date('2026-03-05T11:05:00Z');

  it('says «сегодня» and «вчера» by the calendar day in Moscow, not by 24 hours', () => {
    expect(formatDayAndTime('2026-03-05T11:05:00Z', NOW)).toBe('сегодня в 14:05');
    // 00:10 in Moscow is still today, although it is the 4th in UTC.
    expect(formatDayAndTime('2026-03-04T21:10:00Z', NOW)).toBe('сегодня в 0:10');
    expect(formatDayAndTime('2026-03-04T20:59:00Z', NOW)).toBe('вчера в 23:59');
    expect(formatDayAndTime(MORNING.getTime() - 24 * 3600_000, NOW)).toBe('вчера в 9:05');
  });

  it('writes an older day in the long form, across a month and a year too', () => {
    expect(formatDayAndTime('2026-03-03T06:05:00Z', NOW)).toBe('3 марта 2026 в 9:05');
    expect(formatDayAndTime('2026-02-28T20:59:00Z', new Date('2026-03-01T09:00:00Z'))).toBe('вчера в 23:59');
    expect(formatDayAndTime('2025-12-31T20:00:00Z', new Date('2026-01-01T09:00:00Z'))).toBe('вчера в 23:00');
    expect(formatDayAndTime('2025-12-30T20:00:00Z', new Date('2026-01-01T09:00:00Z'))).toBe('30 декабря 2025 в 23:00');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDayAndTime('not a date', NOW)).toBe('');
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
