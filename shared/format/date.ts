/**
 * Russian dates (spec §9) without Intl, so that the server and every browser print the same text
 * and hydration matches. Dates show in the shop's time zone, Moscow (UTC+3 all year since 2014),
 * not in the zone of whichever machine renders them.
 */
export const SHOP_UTC_OFFSET_MINUTES = 180;

export type DateInput = Date | string | number;

/** Month names in the genitive, as in '5 марта 2026'. */
const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

interface Parts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** The wall-clock parts of a moment in the given zone, or null for an invalid date. */
function partsOf(input: DateInput, offsetMinutes: number): Parts | null {
  const time = input instanceof Date ? input.getTime() : new Date(input).getTime();
  if (!Number.isFinite(time)) return null;
  const shifted = new Date(time + offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'dd.mm.yy': 05.03.26. An invalid date gives ''. */
export function formatDate(input: DateInput, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): string {
  const p = partsOf(input, offsetMinutes);
  if (!p) return '';
  return `${pad2(p.day)}.${pad2(p.month + 1)}.${pad2(p.year % 100)}`;
}

/** Long form with the full month name: '5 марта 2026'. An invalid date gives ''. */
export function formatDateLong(input: DateInput, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): string {
  const p = partsOf(input, offsetMinutes);
  if (!p) return '';
  return `${p.day} ${MONTHS_GENITIVE[p.month]} ${p.year}`;
}

/** Hours and zero-padded minutes: '9:05', '18:30'. An invalid date gives ''. */
export function formatTime(input: DateInput, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): string {
  const p = partsOf(input, offsetMinutes);
  if (!p) return '';
  return `${p.hours}:${pad2(p.minutes)}`;
}

/**
 * A moment with its day said as a person says it, relative to `now` in the shop's zone:
 * «сегодня в 14:05», «вчера в 9:30», otherwise the long date, «5 марта 2026 в 14:05». Invalid: ''.
 */
export function formatDayAndTime(input: DateInput, now: DateInput = Date.now(), offsetMinutes = SHOP_UTC_OFFSET_MINUTES): string {
  const p = partsOf(input, offsetMinutes);
  const today = partsOf(now, offsetMinutes);
  if (!p || !today) return '';
  const dayNumber = (parts: Parts) => Date.UTC(parts.year, parts.month, parts.day) / 86_400_000;
  const daysAgo = dayNumber(today) - dayNumber(p);
  const day = daysAgo === 0 ? 'сегодня' : daysAgo === 1 ? 'вчера' : formatDateLong(input, offsetMinutes);
  return `${day} в ${formatTime(input, offsetMinutes)}`;
}
