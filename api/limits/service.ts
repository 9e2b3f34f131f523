import { getTableName } from 'drizzle-orm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { CallContext } from '../http/calls';
import { DomainError, fieldRefusal } from '../http/errors';
import { rateLimits } from './schema';

/**
 * Rate limits, counted in PostgreSQL by rate-limiter-flexible (its table `rate_limits`), so that
 * every instance of the api shares them. Each limit is a fixed window per key; a refusal is 429
 * with Retry-After and a Russian message saying when to try again. Attempts are counted before
 * the work they guard, whether the work then succeeds or not: a loop is stopped either way.
 */

interface Limit {
  limiter: RateLimiterPostgres;
  /** «Слишком много …» — what the shopper is told was asked too often. */
  refusal: string;
  /** The body's field the refusal is about, if one. */
  field?: string | undefined;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

function limit(db: Db, keyPrefix: string, points: number, duration: number, refusal: string, field?: string): Limit {
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
async function take(steps: readonly (readonly [Limit, string])[]): Promise<void> {
  for (const [{ limiter, refusal, field }, key] of steps) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(refusal, rejection.msBeforeNext, field);
      throw rejection;
    }
  }
}

export interface Limits {
  /** Before a sign-in code is sent: per address, then one per phone per minute, five per day. */
  loginCode(phone: string, ip: string): Promise<void>;
  /** Before an order (checkout or one-click) is placed: per address and per phone, per hour. */
  order(phone: string, ip: string): Promise<void>;
  /** Before a gift certificate code is looked up: one try of the address's hour. */
  certificateTry(ip: string): Promise<void>;
  /** The code existed: its try is given back, so that only unknown codes spend the budget. */
  certificateFound(ip: string): Promise<void>;
}

export const CODE_RESEND_SECONDS = 60;
export const CODES_PER_PHONE_DAY = 5;

export function createLimits(db: Db, config: ApiConfig): Limits {
  const codes = 'Слишком много запросов кода';
  const orders = 'Слишком много заказов';
  // The sign-in form shows a code's limits beside the phone it asked a code for.
  const codeIp = limit(db, 'code_ip', config.LOGIN_CODES_PER_IP_HOUR, HOUR, codes, 'phone');
  const codePhone = limit(db, 'code_phone', 1, CODE_RESEND_SECONDS, codes, 'phone');
  const codePhoneDay = limit(db, 'code_phone_day', CODES_PER_PHONE_DAY, DAY, codes, 'phone');
  const orderIp = limit(db, 'order_ip', config.ORDERS_PER_IP_HOUR, HOUR, orders);
  const orderPhone = limit(db, 'order_phone', config.ORDERS_PER_PHONE_HOUR, HOUR, orders);
  const certificateIp = limit(
    db,
    'certificate_ip',
    config.CERTIFICATE_TRIES_PER_IP_HOUR,
    HOUR,
    'Слишком много попыток ввести код сертификата',
    'certificate',
  );
  return {
    // The address first: a stranger's requests spend their own budget before a victim's phone's.
    loginCode: (phone, ip) =>
      take([
        [codeIp, ip],
        [codePhone, phone],
        [codePhoneDay, phone],
      ]),
    order: (phone, ip) =>
      take([
        [orderIp, ip],
        [orderPhone, phone],
      ]),
    certificateTry: (ip) => take([[certificateIp, ip]]),
    certificateFound: async (ip) => {
      await certificateIp.limiter.reward(ip, 1);
    },
  };
}

/** The shopper's address as Express reads it (the storefront's proxy makes `req.ip` trustworthy). */
export const clientAddress = ({ req }: CallContext): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Order placement's limit, per address and per phone (ORDERS_PER_IP_HOUR, ORDERS_PER_PHONE_HOUR),
 * for the checkout and every one-click form: a loop of orders cannot reserve the whole stock.
 */
export const orderLimit = (limits: Limits, phone: string, call: CallContext): Promise<void> => limits.order(phone, clientAddress(call));

/**
 * Guessing gift certificate codes (CERTIFICATE_TRIES_PER_IP_HOUR per address). The try is taken
 * before the code is looked up — so parallel guesses cannot all slip past, and past the limit even
 * a real code is refused, or the answer would still tell a guess right from wrong — and given back
 * when `run` shows the code exists (`unknown` says whether its outcome, a value or a refusal, was
 * an unknown code). Without a code nothing is counted.
 */
export async function limitCertificateTries<T>(
  limits: Limits,
  call: CallContext,
  code: string | null,
  run: () => Promise<T>,
  unknown: (outcome: { value: T } | { error: unknown }) => boolean,
): Promise<T> {
  if (code === null) return run();
  const ip = clientAddress(call);
  await limits.certificateTry(ip);
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await run() };
  } catch (error) {
    outcome = { error };
  }
  if (!unknown(outcome)) await limits.certificateFound(ip);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
