/**
 * The delivery price from the carrier's tariff for the parcel's weight band (docs/decisions/061).
 * A fresh row of the cache is used as it is; a stale or missing one is asked of the carrier, with
 * a timeout, and stored. When the carrier fails, is late or has no tariff there, the city's last
 * known row of the method (the nearest band) is used, else the method's flat price: the shopper
 * sees a price either way.
 */
import type { Logger } from 'pino';
import type { Db, Executor } from '../db/database';
import type { DeliveryProvider, Tariff } from '../providers/delivery/types';
import { carrierCityCode } from './city-key';
import { cityHasPoints, type DeliveryMethodRow } from './queries';
import { nearestTariff, storeTariff, type TariffRow } from './tariff-queries';
import { weightBand } from './weight';

/** A price before the shop's free-delivery threshold, and where it came from. */
export interface Quote {
  priceKopecks: number;
  source: 'tariff' | 'last_known' | 'flat';
  /** The carrier's term, days; null with the flat price. */
  days: { min: number; max: number } | null;
}

export interface TariffAsk {
  method: DeliveryMethodRow;
  /** Where it goes (city-key.ts); null: no city chosen yet, the flat price. */
  cityKey: string | null;
  weightGrams: number;
}

export interface Tariffs {
  /** The price, asking the carrier (at most the timeout) when the cache has no fresh row. */
  quote(ask: TariffAsk): Promise<Quote>;
  /**
   * The price when it needs no carrier call, else null: a placement reads it under its locks and,
   * on null, asks with quote() after letting them go. `db`: the placement's transaction, which must
   * not wait for a second connection of the pool while it holds one (under load all are held so).
   */
  known(ask: TariffAsk, db: Executor): Promise<Quote | null>;
}

export interface TariffSettings {
  DELIVERY_TARIFF_CACHE_HOURS: number;
  DELIVERY_TARIFF_TIMEOUT_SECONDS: number;
}

/**
 * After a failure or a timeout the carrier is not asked for that key again for a while: a carrier
 * that is down would otherwise cost every draft the whole timeout.
 */
const RETRY_AFTER_MS = 5 * 60_000;

/** The method's own price, as the owner set it: no city, no carrier, or no answer and nothing known. */
export const flatQuote = (method: DeliveryMethodRow): Quote => ({ priceKopecks: method.priceKopecks, source: 'flat', days: null });

const fromRow = (row: TariffRow, source: Quote['source']): Quote => ({
  priceKopecks: row.priceKopecks,
  source,
  days: { min: row.daysMin, max: row.daysMax },
});

class Late extends Error {}

/** fresh() without waiting: the carrier would be asked (or its call in flight waited on). */
const WOULD_ASK = Symbol('would ask the carrier');

/** The promise's value, or Late once `ms` have passed (the promise goes on, and its caller is told). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Late(`no tariff within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The checkout's prices, one per process: the carrier calls in flight and the keys that failed
 * lately live here, so that many drafts of one cold key wait on one call (single flight).
 * `carrier` null: no carrier, the flat prices. Only the carrier's own rows of the cache are read.
 */
export function createTariffs(db: Db, carrier: DeliveryProvider | null, settings: TariffSettings, logger: Logger): Tariffs {
  const maxAgeMs = settings.DELIVERY_TARIFF_CACHE_HOURS * 3_600_000;
  const timeoutMs = settings.DELIVERY_TARIFF_TIMEOUT_SECONDS * 1000;
  const inFlight = new Map<string, Promise<TariffRow | null>>();
  const failedUntil = new Map<string, number>();

  async function ask(provider: DeliveryProvider, method: TariffAsk['method']['code'], cityKey: string, cityCode: number, band: number) {
    const tariff: Tariff | null = await provider.tariff(
      { method, cityCode, parcel: { weightGrams: band } },
      AbortSignal.timeout(timeoutMs),
    );
    if (!tariff) return null;
    const row: TariffRow = {
      method,
      cityKey,
      weightBand: band,
      provider: provider.name,
      tariffCode: tariff.tariffCode,
      priceKopecks: tariff.priceKopecks,
      daysMin: tariff.daysMin,
      daysMax: Math.max(tariff.daysMin, tariff.daysMax),
      fetchedAt: new Date(),
    };
    // Stored apart, not awaited: a placement's transaction waiting on the pool for it could wait forever.
    storeTariff(db, row).catch((error: unknown) => logger.error({ err: error, method, cityKey, band }, 'delivery tariff: not stored'));
    return row;
  }

  function failed(key: string): void {
    // Bounded: the keys are the shop's cities (below), but a long-running process forgets old ones.
    if (failedUntil.size > 10_000) for (const [k, until] of failedUntil) if (until <= Date.now()) failedUntil.delete(k);
    failedUntil.set(key, Date.now() + RETRY_AFTER_MS);
  }

  /**
   * One carrier call per key at a time; every caller waits at most the timeout. Only a city the shop
   * has an open point in is asked: a form's made-up codes cost the carrier nothing.
   */
  async function fresh(
    method: TariffAsk['method']['code'],
    cityKey: string,
    band: number,
    reader: Executor,
    wait: boolean,
  ): Promise<TariffRow | null | typeof WOULD_ASK> {
    const cityCode = carrierCityCode(cityKey);
    const key = `${method}|${cityKey}|${band}`;
    if (!carrier || cityCode === null || (failedUntil.get(key) ?? 0) > Date.now()) return null;
    let flight = inFlight.get(key);
    if (!flight && !(await cityHasPoints(reader, cityCode))) return null;
    if (!wait) return WOULD_ASK;
    flight = inFlight.get(key);
    if (!flight) {
      flight = ask(carrier, method, cityKey, cityCode, band).finally(() => inFlight.delete(key));
      inFlight.set(key, flight);
    }
    try {
      const row = await within(flight, timeoutMs);
      if (!row) failed(key);
      return row;
    } catch (error) {
      failed(key);
      logger.warn({ err: error, method, cityKey, band }, 'delivery tariff: the carrier did not answer, a fallback price is used');
      return null;
    }
  }

  /** The quote; null when it needs the carrier and `wait` is false. */
  async function priced({ method, cityKey, weightGrams }: TariffAsk, reader: Executor, wait: boolean): Promise<Quote | null> {
    const band = weightBand(weightGrams);
    if (cityKey === null || band === null || !carrier) return flatQuote(method);
    const stored = await nearestTariff(reader, carrier.name, method.code, cityKey, band);
    if (stored && stored.weightBand === band && Date.now() - stored.fetchedAt.getTime() < maxAgeMs) return fromRow(stored, 'tariff');
    const asked = await fresh(method.code, cityKey, band, reader, wait);
    if (asked === WOULD_ASK) return null;
    if (asked) return fromRow(asked, 'tariff');
    return stored ? fromRow(stored, 'last_known') : flatQuote(method);
  }

  return {
    quote: async (ask) => (await priced(ask, db, true))!,
    known: (ask, reader) => priced(ask, reader, false),
  };
}
