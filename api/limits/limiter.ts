import { getTableName } from 'drizzle-orm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database';
import { DomainError, fieldRefusal } from '../http/errors';
import { rateLimits } from './schema';

/**
 * The pieces every limit is made of: a fixed window per key, counted by rate-limiter-flexible in
 * PostgreSQL (its table `rate_limits`), so that every instance of the api shares it, and the 429
 * that says when to try again.
 */

export interface Limit {
  limiter: RateLimiterPostgres;
  /** «Слишком много …» — what the shopper is told was asked too often. */
  refusal: string;
  /** The body's field the refusal is about, if one. */
  field?: string | undefined;
}

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
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

/** One point of a limit under a key: the step of `take` and `spend`. */
export type Step = readonly [Limit, string];

/** Takes one point of each limit in turn; the first one spent refuses (those before it count the try). */
export async function take(steps: readonly Step[]): Promise<void> {
  for (const [{ limiter, refusal, field }, key] of steps) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(refusal, rejection.msBeforeNext, field);
      throw rejection;
    }
  }
}

/** Gives one point back to each limit: what a request took for something that then did not happen. */
export async function giveBack(steps: readonly Step[]): Promise<void> {
  await Promise.all(steps.map(([{ limiter }, key]) => limiter.reward(key, 1)));
}

/**
 * Takes one point of each limit like `take`, but a refusal takes nothing: the limits before the
 * spent one get their point back, and so does the spent one (its count went past the limit). For
 * limits that count what was done (codes that went out), not what was asked.
 */
export async function spend(steps: readonly Step[]): Promise<void> {
  const taken: Step[] = [];
  for (const step of steps) {
    const [{ limiter, refusal, field }, key] = step;
    try {
      await limiter.consume(key);
      taken.push(step);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        await giveBack(taken);
        throw rejection;
      }
      await giveBack([...taken, step]);
      throw tooManyRequests(refusal, rejection.msBeforeNext, field);
    }
  }
}

/** What a limited piece of work came to: its value, or what it threw. */
export type Outcome<T> = { value: T } | { error: unknown };

/**
 * Guessing, limited: one try is taken (`tryOne`, which refuses past the limit) before `run` — so
 * that parallel guesses cannot all slip past, and past the limit even a right guess is refused, or
 * the answer would still tell a guess right from wrong — and given back (`giveBack`) unless
 * `counts` says the outcome, a value or a refusal, was a wrong guess.
 */
export async function limitTries<T>(
  tryOne: () => Promise<void>,
  giveOneBack: () => Promise<void>,
  run: () => Promise<T>,
  counts: (outcome: Outcome<T>) => boolean,
): Promise<T> {
  await tryOne();
  let outcome: Outcome<T>;
  try {
    outcome = { value: await run() };
  } catch (error) {
    outcome = { error };
  }
  if (!counts(outcome)) await giveOneBack();
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
