import { describe, expect, it } from 'vitest';
import { timeSince } from './timeSince';

const NOW = new Date('2026-03-05T12:00:00Z').getTime();
const ago = (ms: number) => NOW - ms;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeSince', () => {
  // Russian plural forms; months of 30 days.
  it.each([
    { ago: 1 * SECOND, reads: '1 секунду' },
    { ago: 3 * SECOND, reads: '3 секунды' },
    { ago: 45 * SECOND, reads: '45 секунд' },
    { ago: 1 * MINUTE, reads: '1 минуту' },
    { ago: 5 * MINUTE, reads: '5 минут' },
    { ago: 21 * MINUTE, reads: '21 минуту' },
    { ago: 2 * HOUR, reads: '2 часа' },
    { ago: 11 * HOUR, reads: '11 часов' },
    { ago: 3 * DAY, reads: '3 дня' },
    { ago: 1 * DAY, reads: '1 день' },
    { ago: 29 * DAY, reads: '29 дней' },
    { ago: 30 * DAY, reads: '1 месяц' },
    { ago: 95 * DAY, reads: '3 месяца' },
    { ago: 365 * DAY, reads: '1 год' },
    { ago: 5 * 365 * DAY, reads: '5 лет' },
  ])('names $ago ms as $reads', ({ ago: ms, reads }) => {
    expect(timeSince(ago(ms), NOW)).toBe(reads);
  });

  it('uses the largest whole unit, rounding down', () => {
    expect(timeSince(ago(119 * SECOND), NOW)).toBe('1 минуту');
    expect(timeSince(ago(DAY - 1), NOW)).toBe('23 часа');
  });

  it('accepts dates and strings', () => {
    expect(timeSince(new Date(ago(2 * DAY)), new Date(NOW))).toBe('2 дня');
    expect(timeSince('2026-03-05T11:00:00Z', '2026-03-05T12:00:00Z')).toBe('1 час');
  });

  it('gives 0 seconds for the future, under a second or an invalid date', () => {
    expect(timeSince(NOW + 5000, NOW)).toBe('0 секунд');
    expect(timeSince(ago(500), NOW)).toBe('0 секунд');
    expect(timeSince('не дата', NOW)).toBe('0 секунд');
  });
});
