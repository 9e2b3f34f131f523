/**
 * Delivery through a carrier (issue 25), part of the api's configuration (api/config.ts): who
 * carries the parcels and with what account, where they leave from, how checkout prices them, how
 * the points are kept and how shipments are followed. The sandbox carrier is the default, so
 * `npm start` needs no account anywhere.
 */
import { z } from 'zod';

export const deliverySettings = {
  // The carrier and its account (api/providers/delivery/).
  // Checkout's tariffs (api/delivery/).
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
};
