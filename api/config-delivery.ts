import { z } from 'zod';
import { wholeNumber } from '../shared/node/config';
import { serviceTimeout, serviceUrl } from './config-providers';

/**
 * Delivery through a carrier (issue 25), part of the api's configuration (api/config.ts): who
 * carries the parcels and with what account, where they leave from, how checkout prices them, how
 * the points are kept and how shipments are followed. The sandbox carrier is the default, so
 * `npm start` needs no account anywhere.
 */
const phone = z
  .string()
  .trim()
  .regex(/^7\d{10}$/, { error: 'телефон — 11 цифр, начиная с 7: 79161234567' })
  .optional();
const TIMEOUT_MESSAGE = 'ожидается число секунд больше 0 и не больше 30';

export const deliverySettings = {
  // The carrier and its account (api/providers/delivery/).
  DELIVERY_PROVIDER: z
    .enum(['sandbox', 'cdek'], { error: 'допустимые значения: sandbox, cdek' })
    .default('sandbox')
    .describe(
      'Who carries the parcels: `sandbox` (the offline demo carrier «Посылкин»: its points, tariffs and shipments are made up) ' +
        "or `cdek` (CDEK's API v2 with the shop's integration keys). Shipments made with the other one are still followed.",
    ),
  // CDEK's and the sandbox's codes agree for the big cities: Moscow 44, St Petersburg 137.
  DELIVERY_FROM_CITY_CODE: z.coerce
    .number()
    .int()
    .min(1)
    .default(44)
    .describe("The city parcels leave from, as the carrier's city code (CDEK's `city_code`; Moscow 44): tariffs are asked from it."),
  DELIVERY_SENDER_NAME: z
    .string()
    .trim()
    .min(1)
    .default('Хлопушки')
    .describe("The sender on waybills and on CDEK's orders: the shop's name or the legal one."),
  DELIVERY_SENDER_PHONE: phone.describe('The phone the carrier calls about a parcel, 11 digits from 7. Unset: none on the waybill.'),
  // Seconds, fractions allowed: tests and the browser journey walk a parcel to the point in moments.
  DELIVERY_SANDBOX_STEP_SECONDS: z.coerce
    .number()
    .min(0.01)
    .max(7 * 24 * 3600)
    .default(3600)
    .describe(
      "With `sandbox`: how long each of a shipment's statuses lasts (accepted → in transit → at the point or with the courier → delivered), seconds.",
    ),
  CDEK_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .describe("The integration's Account from CDEK's cabinet (Интеграция → ключи), required with `cdek`."),
  CDEK_CLIENT_SECRET: z.string().trim().optional().describe("The integration's Secure password from CDEK's cabinet, required with `cdek`."),
  CDEK_API_URL: serviceUrl('CDEK_API_URL', 'https://api.cdek.ru/v2').describe(
    "CDEK's API v2: `https://api.cdek.ru/v2`, or its test one `https://api.edu.cdek.ru/v2` (tests point it at a local fake).",
  ),
  CDEK_TIMEOUT_SECONDS: serviceTimeout(10).describe(
    "How long to wait for each of CDEK's answers, seconds, before the try counts as failed and is tried again later.",
  ),
  // A small shop carries its parcels to a nearby office: no courier to book, the cheapest tariffs.
  CDEK_SHIPMENT_POINT: z
    .string()
    .trim()
    .optional()
    .describe(
      'The CDEK office the shop hands parcels in at (its code, such as `MSK67`), required with `cdek`: orders go as «склад–склад» ' +
        'to a point and «склад–дверь» to a door. Its city should be `DELIVERY_FROM_CITY_CODE`.',
    ),
  // Checkout's tariffs (api/delivery/).
  DELIVERY_TARIFF_CACHE_HOURS: wholeNumber(24, { min: 1, max: 720, unit: 'часов' }).describe(
    "How long a carrier's price for a city and weight band is used before checkout asks the carrier again (docs/decisions/061). " +
      'An older price is still the fallback when the carrier does not answer.',
  ),
  DELIVERY_TARIFF_TIMEOUT_SECONDS: z.coerce
    .number({ error: TIMEOUT_MESSAGE })
    .gt(0, TIMEOUT_MESSAGE)
    .max(30, TIMEOUT_MESSAGE)
    .default(3)
    .describe(
      "How long a checkout's draft or placement waits for the carrier's price (fractions allowed). Past it the city's last known price is used, " +
        "or the method's flat price from the back office, and the shopper sees just a price.",
    ),
  // The pickup points' sync (api/jobs/).
  PICKUP_POINTS_SYNC_CRON: z
    .string()
    .trim()
    .regex(/^(\S+\s+){4}\S+$/, 'PICKUP_POINTS_SYNC_CRON: пять полей cron, например «30 4 * * *»')
    .default('30 4 * * *')
    .describe(
      "When the carrier's pickup points are loaded again, a cron in Moscow time (daily at 4:30 by default, when nobody shops); also once at start while the active carrier's points were never loaded.",
    ),
  // Shipments and tracking (api/shipment/).
  TRACKING_STALE_HOURS: wholeNumber(12, { min: 1, max: 720, unit: 'часов' }).describe(
    'A shipment on its way that got no carrier notice for this many hours is asked about by the poll job (issue 25: 12).',
  ),
  TRACKING_POLL_MINUTES: wholeNumber(5, { min: 1, max: 59, unit: 'минут' }).describe(
    'How often the shipment poll job runs (a cron step in minutes): shipments still registering get their number, stale ones their status.',
  ),
  TRACKING_POLL_BATCH: wholeNumber(200, { min: 1, max: 5000, unit: 'отправлений' }).describe(
    'At most this many shipments asked about per poll run, the longest unchecked first; the rest wait for the next run.',
  ),
};

/** Without its keys and office every call to CDEK fails: better not to start at all. */
export function checkDeliverySettings(
  config: { DELIVERY_PROVIDER: string; CDEK_CLIENT_ID?: string; CDEK_CLIENT_SECRET?: string; CDEK_SHIPMENT_POINT?: string },
  ctx: z.RefinementCtx,
): void {
  if (config.DELIVERY_PROVIDER !== 'cdek') return;
  for (const key of ['CDEK_CLIENT_ID', 'CDEK_CLIENT_SECRET', 'CDEK_SHIPMENT_POINT'] as const) {
    if (!config[key]) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'нужен при DELIVERY_PROVIDER=cdek (ключи интеграции и офис сдачи из личного кабинета СДЭК)',
      });
    }
  }
}
