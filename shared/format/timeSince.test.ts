import { describe, expect, it } from 'vitest';
import { timeSince } from './timeSince';

const NOW = new Date('2026-03-05T12:00:00Z').getTime();
const ago = (ms: number) => NOW - ms;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeSince', () => {
  it('names seconds, minutes and hours with Russian plural forms', () => {
    expect(timeSince(ago(1 * SECOND), NOW)).toBe('1 секунду');
    expect(timeSince(ago(3 * SECOND), NOW)).toBe('3 секунды');
    expect(timeSince(ago(45 * SECOND), NOW)).toBe('45 секунд');
    expect(timeSince(ago(1 * MINUTE), NOW)).toBe('1 минуту');
    expect(timeSince(ago(5 * MINUTE), NOW)).toBe('5 минут');
    expect(timeSince(ago(21 * MINUTE), NOW)).toBe('21 минуту');
    expect(timeSince(ago(2 * HOUR), NOW)).toBe('2 часа');
    expect(timeSince(ago(11 * HOUR), NOW)).toBe('11 часов');
  });

  it('names days, months of 30 days and years', () => {
    expect(timeSince(ago(3 * DAY), NOW)).toBe('3 дня');
    expect(timeSince(ago(1 * DAY), NOW)).toBe('1 день');
    expect(timeSince(ago(29 * DAY), NOW)).toBe('29 дней');
    expect(timeSince(ago(30 * DAY), NOW)).toBe('1 месяц');
    expect(timeSince(ago(95 * DAY), NOW)).toBe('3 месяца');
    expect(timeSince(ago(365 * DAY), NOW)).toBe('1 год');
    expect(timeSince(ago(5 * 365 * DAY), NOW)).toBe('5 лет');
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
