import { z } from 'zod';
import { wholeNumber } from '../shared/node/config';

/**
 * Delivery through a carrier (issue 25), part of the api's configuration (api/config.ts): who
 * carries the parcels and with what account, where they leave from, how checkout prices them, how
 * the points are kept and how shipments are followed. The sandbox carrier is the default, so
 * `npm start` needs no account anywhere.
 */
const TIMEOUT_MESSAGE = 'ожидается число секунд больше 0 и не больше 30';

export const deliverySettings = {
  // The carrier and its account (api/providers/delivery/).
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
  // Shipments and tracking (api/shipment/).
};
