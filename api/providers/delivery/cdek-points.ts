/**
 * CDEK's pickup points: GET /deliverypoints, paged (`page` from 0, `size`), offices only
 * (type=PVZ: a postamat takes other tariffs and boxes of its cells' sizes, which checkout does not
 * ask), in Russia, those that hand parcels out. Weights come in kilograms.
 * https://api-docs.cdek.ru/36982648.html
 */
import { z } from 'zod';
import type { CdekClient } from './cdek-client';
import { cdekFailed } from './cdek-errors';
import type { CarrierPoint } from './types';

const PAGE_SIZE = 1000;
/** Far more pages than Russia's offices fill: a paging bug must not loop for ever. */
const MAX_PAGES = 100;

const pointSchema = z.object({
  code: z.string().min(1),
  location: z.object({
    city_code: z.number().int(),
    city: z.string(),
    region: z.string().nullish(),
    postal_code: z.string().nullish(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  work_time: z.string().nullish(),
  nearest_metro_station: z.string().nullish(),
  have_cashless: z.boolean().nullish(),
  have_cash: z.boolean().nullish(),
  is_handout: z.boolean().nullish(),
  weight_max: z.number().nullish(),
});

type CdekPoint = z.infer<typeof pointSchema>;

export function toCarrierPoint(point: CdekPoint): CarrierPoint {
  const { location } = point;
  return {
    code: point.code,
    cityCode: location.city_code,
    city: location.city,
    region: location.region ?? null,
    postalCode: location.postal_code || null,
    address: location.address,
    latitude: location.latitude,
    longitude: location.longitude,
    schedule: point.work_time ?? '',
    metro: point.nearest_metro_station || null,
    takesCard: point.have_cashless ?? false,
    takesCash: point.have_cash ?? false,
    weightMaxGrams: point.weight_max ? Math.round(point.weight_max * 1000) : null,
  };
}

export async function listCdekPoints(client: CdekClient): Promise<CarrierPoint[]> {
  const points: CarrierPoint[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await client.json({ path: '/deliverypoints', query: { country_code: 'RU', type: 'PVZ', page, size: PAGE_SIZE } });
    if (!Array.isArray(body)) throw cdekFailed('СДЭК ответил на список пунктов не списком');
    for (const item of body) {
      const parsed = pointSchema.safeParse(item);
      // One odd point must not hide the other thousands: it is left out.
      if (parsed.success && parsed.data.is_handout !== false) points.push(toCarrierPoint(parsed.data));
    }
    if (body.length < PAGE_SIZE) return points;
  }
  throw cdekFailed(`СДЭК отдаёт пункты больше чем на ${MAX_PAGES} страниц`);
}
