/**
 * CDEK's prices: POST /calculator/tarifflist lists every tariff between two cities; the shop hands
 * parcels in at an office, so a pickup is the cheapest «склад–склад» (delivery_mode 4) and a courier
 * the cheapest «склад–дверь» (3). delivery_sum is in roubles. https://api-docs.cdek.ru/63345430.html
 */
import { z } from 'zod';
import type { CdekClient } from './cdek-client';
import { cdekFailed } from './cdek-errors';
import type { Tariff, TariffQuery } from './types';

const MODES: Record<TariffQuery['method'], number> = { pickup: 4, courier: 3 };

/** A standard box for baby clothes when the parcel's is unknown, cm. */
export const DEFAULT_BOX = { length: 30, width: 20, height: 10 };

const listSchema = z.object({
  tariff_codes: z
    .array(
      z.object({
        tariff_code: z.number().int(),
        delivery_mode: z.number().int(),
        delivery_sum: z.number().nonnegative(),
        period_min: z.number().int(),
        period_max: z.number().int(),
      }),
    )
    .default([]),
});

export function cdekPackage(parcel: TariffQuery['parcel']) {
  return {
    weight: parcel.weightGrams,
    length: parcel.lengthCm ?? DEFAULT_BOX.length,
    width: parcel.widthCm ?? DEFAULT_BOX.width,
    height: parcel.heightCm ?? DEFAULT_BOX.height,
  };
}

export async function cdekTariff(
  client: CdekClient,
  fromCityCode: number,
  query: TariffQuery,
  signal?: AbortSignal,
): Promise<Tariff | null> {
  const answer = await client.send({
    method: 'POST',
    path: '/calculator/tarifflist',
    // type 1: an online shop's contract.
    body: { type: 1, from_location: { code: fromCityCode }, to_location: { code: query.cityCode }, packages: [cdekPackage(query.parcel)] },
    signal,
  });
  // A 400 here is CDEK's «no such city» or «nothing goes there»: no tariff, not an outage.
  if (answer.status === 400) return null;
  const parsed = listSchema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) throw cdekFailed(`СДЭК не дал тарифы (HTTP ${answer.status})`);
  const cheapest = parsed.data.tariff_codes
    .filter((t) => t.delivery_mode === MODES[query.method])
    .sort((a, b) => a.delivery_sum - b.delivery_sum)[0];
  if (!cheapest) return null;
  return {
    tariffCode: cheapest.tariff_code,
    priceKopecks: Math.round(cheapest.delivery_sum * 100),
    daysMin: cheapest.period_min,
    daysMax: Math.max(cheapest.period_min, cheapest.period_max),
  };
}
