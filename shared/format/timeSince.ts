import { pluralRu, type PluralForms } from './plural';
import type { DateInput } from './date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Spec §9: a month counts as 30 days; a year as 365. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Forms in the accusative, as the text reads after 'прошло' / before 'назад': '1 минуту'. */
const UNITS: ReadonlyArray<readonly [ms: number, forms: PluralForms]> = [
  [YEAR, ['год', 'года', 'лет']],
  [MONTH, ['месяц', 'месяца', 'месяцев']],
  [DAY, ['день', 'дня', 'дней']],
  [HOUR, ['час', 'часа', 'часов']],
  [MINUTE, ['минуту', 'минуты', 'минут']],
  [SECOND, ['секунду', 'секунды', 'секунд']],
];

const toTime = (d: DateInput) => (d instanceof Date ? d.getTime() : new Date(d).getTime());

/**
 * Time passed from `from` to `now` in the largest whole unit (spec §9): '3 дня', '1 минуту',
 * '5 минут'. Under a second, a moment in the future or an invalid date gives '0 секунд'.
 */
export function timeSince(from: DateInput, now: DateInput = Date.now()): string {
  const elapsed = toTime(now) - toTime(from);
  if (!Number.isFinite(elapsed)) return '0 секунд';
  for (const [ms, forms] of UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count >= 1) return `${count} ${pluralRu(count, forms)}`;
  }
  return '0 секунд';
}
