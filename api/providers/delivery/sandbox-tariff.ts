/**
 * The sandbox carrier's prices and terms: a formula of the great-circle distance from the shop's city
 * and the parcel's weight, whole roubles, so checkout shows plausible numbers offline (Moscow → Moscow
 * pickup 220 ₽, → Vladivostok about four times more). Tariff codes are CDEK's parcel tariffs
 * «склад–склад» and «склад–дверь», so the numbers look like the carrier the shop may move to.
 */
import { sandboxCity, type SandboxCity } from './sandbox-cities';
import type { Tariff, TariffQuery } from './types';

export const SANDBOX_TARIFF_CODES = { pickup: 136, courier: 137 } as const;

/** The heaviest parcel the sandbox carrier takes at all, grams (its points may take less). */
export const SANDBOX_MAX_PARCEL_GRAMS = 30_000;

const EARTH_RADIUS_KM = 6371;

function distanceKm(a: SandboxCity, b: SandboxCity): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The tariff from the shop's city; null when the sandbox carrier does not serve the city (or the
 * shop's city is not one of its own) or the parcel is too heavy for it. The courier reaches every
 * city it has points in.
 */
export function sandboxTariff(fromCityCode: number, query: TariffQuery): Tariff | null {
  const from = sandboxCity(fromCityCode);
  const to = sandboxCity(query.cityCode);
  if (!from || !to || query.parcel.weightGrams > SANDBOX_MAX_PARCEL_GRAMS) return null;
  const km = distanceKm(from, to);
  const kg = Math.max(1, Math.ceil(query.parcel.weightGrams / 1000));
  // Each kilogram after the first costs more the farther it goes.
  const pickupRoubles = 220 + 0.09 * km + (kg - 1) * (25 + 0.01 * km);
  const roubles = query.method === 'pickup' ? pickupRoubles : pickupRoubles * 1.3 + 110;
  const daysMin = 1 + Math.round(km / 1000);
  return {
    tariffCode: SANDBOX_TARIFF_CODES[query.method],
    priceKopecks: Math.round(roubles) * 100,
    daysMin,
    daysMax: daysMin + 1 + Math.round(km / 2500),
  };
}
