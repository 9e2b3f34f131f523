/**
 * A carrier (api/providers/delivery/types.ts) whose tariffs a test controls: how it answers, how
 * slowly, and how often it was asked. Everything else it is not asked for throws.
 */
import type { DeliveryProvider, Tariff, TariffQuery } from '../../api/providers/delivery/types';

export interface CarrierDouble {
  provider: DeliveryProvider;
  /** Every tariff asked, in order. */
  asked: TariffQuery[];
  /** How the next tariffs are answered; by default 350 р., 2–4 days. */
  answer: (query: TariffQuery, signal?: AbortSignal) => Promise<Tariff | null>;
}

export const TARIFF: Tariff = { tariffCode: 136, priceKopecks: 35_000, daysMin: 2, daysMax: 4 };

/** An answer that never comes (until the caller gives up on it). */
export const never = (_query: TariffQuery, signal?: AbortSignal) =>
  new Promise<Tariff | null>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));

/** The tariff after `ms`. */
export const after =
  (ms: number, tariff: Tariff = TARIFF) =>
  () =>
    new Promise<Tariff | null>((resolve) => setTimeout(() => resolve(tariff), ms));

const unused = () => {
  throw new Error('not asked of the carrier double');
};

export function carrierDouble(): CarrierDouble {
  const double: CarrierDouble = {
    asked: [],
    answer: async () => TARIFF,
    provider: {
      name: 'sandbox',
      listPoints: unused,
      tariff: (query, signal) => {
        double.asked.push(query);
        return double.answer(query, signal);
      },
      createShipment: unused,
      waybill: unused,
      fetchShipment: unused,
      parseNotice: unused,
      trackingUrl: unused,
    },
  };
  return double;
}

/** Resets a double between tests. */
export function resetCarrier(double: CarrierDouble): void {
  double.asked.length = 0;
  double.answer = async () => TARIFF;
}
