/**
 * Delivery through a carrier (issue 25), part of the api's configuration (api/config.ts): who
 * carries the parcels and with what account, where they leave from, how checkout prices them, how
 * the points are kept and how shipments are followed. The sandbox carrier is the default, so
 * `npm start` needs no account anywhere.
 */
import { wholeNumber } from '../shared/node/config';

export const deliverySettings = {
  // The carrier and its account (api/providers/delivery/).
  // Checkout's tariffs (api/delivery/).
  // The pickup points' sync (api/jobs/).
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
