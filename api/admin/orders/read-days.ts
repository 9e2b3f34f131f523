/**
 * The shop's calendar days (Moscow, UTC+3 all year: shared/format/date.ts) as moments, so that a
 * «today» or a 'to' date in the back office ends at Moscow's midnight whatever the zone of the
 * server or of PostgreSQL's session.
 */
import { SHOP_UTC_OFFSET_MINUTES } from '../../../shared/format/date';

const DAY_MS = 86_400_000;
const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;

/** The moment day 'YYYY-MM-DD' begins in Moscow. */
export const shopDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The moment the day after 'YYYY-MM-DD' begins in Moscow: the end (exclusive) of a range to that day. */
export const shopDayEnd = (day: string): Date => new Date(shopDayStart(day).getTime() + DAY_MS);

/** The moment today began in Moscow at `now`, and `days` − 1 days before it (the start of a «7 days»). */
export function shopDaysStart(now: Date, days: number): Date {
  const moscowMidnight = Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  return new Date(moscowMidnight - (days - 1) * DAY_MS);
}
