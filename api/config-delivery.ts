/**
 * Delivery through a carrier (issue 25), part of the api's configuration (api/config.ts): who
 * carries the parcels and with what account, where they leave from, how checkout prices them, how
 * the points are kept and how shipments are followed. The sandbox carrier is the default, so
 * `npm start` needs no account anywhere.
 */
export const deliverySettings = {
  // The carrier and its account (api/providers/delivery/).
  // Checkout's tariffs (api/delivery/).
  // The pickup points' sync (api/jobs/).
  // Shipments and tracking (api/shipment/).
};
