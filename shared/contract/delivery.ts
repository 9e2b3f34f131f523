import { z } from 'zod';
import { printableOnly, typedText } from './input';
import { pickupPointSchema } from './order';

/**
 * The checkout's cities and pickup points (issue 25), read from the points the shop keeps
 * (api/delivery/sync.ts), never from the carrier while a shopper waits.
 */

/** A search's text: cut, without what nobody types, never refused (a typo is not an error). */
const searchText = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .catch(undefined)
  .transform((value) => {
    const first = Array.isArray(value) ? value[0] : value;
    const text = first === undefined ? '' : printableOnly(first).trim().slice(0, 100);
    return text === '' ? undefined : text;
  });

/**
 * A city's key: the carrier's code of the city ('44'), or `name:` and the name for the city of a
 * hand-added point without one ('name:Тула'). The same key prices the city's delivery
 * (`delivery_tariffs.city_key`) and is the checkout form's `city`.
 */
export const cityKeySchema = typedText('Выберите город', 'Город')
  .max(120, 'Город: слишком длинное название')
  .regex(/^(\d{1,10}|name:.+)$/, 'Выберите город из списка');

export const deliveryCitySchema = z
  .object({
    KEY: z.string(),
    NAME: z.string(),
    REGION: z.string().nullable(),
    /** How many open pickup points it has. */
    POINTS: z.number().int(),
  })
  .meta({ id: 'DeliveryCity' });
export type DeliveryCity = z.infer<typeof deliveryCitySchema>;

export const deliveryCitiesQuerySchema = z.object({ q: searchText });
export const deliveryCitiesSchema = z.object({ ITEMS: z.array(deliveryCitySchema) });

/** A pickup point as the checkout's list shows it: the order's fields and what a shopper chooses by. */
export const cityPickupPointSchema = pickupPointSchema
  .extend({
    METRO: z.string().nullable(),
    LATITUDE: z.number().nullable(),
    LONGITUDE: z.number().nullable(),
    TAKES_CARD: z.boolean(),
    TAKES_CASH: z.boolean(),
    /** The heaviest parcel it accepts, grams; null: no limit. */
    WEIGHT_MAX: z.number().int().nullable(),
  })
  .meta({ id: 'CityPickupPoint' });
export type CityPickupPoint = z.infer<typeof cityPickupPointSchema>;

/** `city` left out: the city the checkout opens on (the shopper's last order's, else the largest). */
export const deliveryPointsQuerySchema = z.object({ city: cityKeySchema.optional(), q: searchText });
export const deliveryPointsSchema = z.object({
  /** The city listed; null when the shop has no open point at all (or none in the city asked). */
  CITY: deliveryCitySchema.nullable(),
  ITEMS: z.array(cityPickupPointSchema),
});
export type DeliveryPoints = z.infer<typeof deliveryPointsSchema>;
