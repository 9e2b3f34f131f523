import { getTableName } from 'drizzle-orm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database';
import { DomainError, fieldRefusal } from '../http/errors';
import { rateLimits } from './schema';

/**
 * Rate limits, counted in PostgreSQL by rate-limiter-flexible (its table `rate_limits`), so that
 * every instance of the api shares them. Each limit is a fixed window per key; a refusal is 429
 * with Retry-After and a Russian message saying when to try again. The limits themselves are made
 * in service.ts (sign-in, certificates) and orders.ts (orders, call-backs).
 */

export interface Limit {
  limiter: RateLimiterPostgres;
  /** «Слишком много …» — what the shopper is told was asked too often. */
  refusal: string;
  /** The body's field the refusal is about, if one. */
  field?: string | undefined;
}

export const HOUR = 60 * 60;
export const DAY = 24 * HOUR;

export function limit(db: Db, keyPrefix: string, points: number, duration: number, refusal: string, field?: string): Limit {
  const limiter = new RateLimiterPostgres({
    storeClient: db.$client,
    storeType: 'pool',
    tableName: getTableName(rateLimits),
    // The migration made the table: no request runs DDL.
    tableCreated: true,
    keyPrefix,
    points,
    duration,
  });
  return { limiter, refusal, field };
}

/** «42 с», «5 мин», «3 ч 12 мин»: how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds <= 60) return `${seconds} с`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} ч` : `${hours} ч ${rest} мин`;
}

/** 429 with Retry-After; `field` is the body's field the limit is about (the phone of a code), if one. */
export function tooManyRequests(refusal: string, ms: number, field?: string): DomainError {
  const message = `${refusal}. Попробуйте через ${waitText(ms)}`;
  const headers = { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) };
  return field === undefined
    ? new DomainError('rate_limited', 429, message, undefined, headers)
    : fieldRefusal('rate_limited', 429, message, field, headers);
}

/** Takes one point of each limit in turn; the first one spent refuses (those before it count the try). */
export async function take(steps: readonly (readonly [Limit, string])[]): Promise<void> {
  for (const [{ limiter, refusal, field }, key] of steps) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(refusal, rejection.msBeforeNext, field);
      throw rejection;
    }
  }
}
