/**
 * A carrier for the shipment tests, in the test's hands: what it was asked, what it answers, and
 * where each parcel "really" is (what fetchShipment tells), which a webhook may claim otherwise.
 */
import { ProviderError } from '../../../api/providers/error';
import type { CarrierShipment, DeliveryProvider, ShipmentInput, ShipmentState } from '../../../api/providers/delivery/types';

export interface CarrierDouble extends DeliveryProvider {
  created: ShipmentInput[];
  /** The carrier's own word on each shipment, by its id: set it to move a parcel. */
  truth: Map<string, CarrierShipment>;
  /** Set: the next createShipment refuses with this reason. */
  refuseWith: string | null;
  /** Off: createShipment answers without a number, as CDEK does while it registers. */
  numbers: boolean;
  /** Set: every call waits for it (two presses overlap). */
  gate: Promise<void> | null;
  /** Moves the parcel of `orderCode` at the carrier. */
  move(orderCode: string, state: ShipmentState, trackingNumber?: string): CarrierShipment;
}

const idOf = (orderCode: string) => `uuid-${orderCode}`;

export function carrierDouble(): CarrierDouble {
  const carrier: CarrierDouble = {
    name: 'sandbox',
    created: [],
    truth: new Map(),
    refuseWith: null,
    numbers: true,
    gate: null,
    move(orderCode, state, trackingNumber) {
      const was = carrier.truth.get(idOf(orderCode));
      const word: CarrierShipment = {
        externalId: idOf(orderCode),
        trackingNumber: trackingNumber ?? was?.trackingNumber ?? null,
        state,
        carrierStatus: state.toUpperCase(),
        carrierStatusAt: new Date(),
      };
      carrier.truth.set(word.externalId, word);
      return word;
    },
    listPoints: async () => [],
    tariff: async () => ({ tariffCode: 136, priceKopecks: 29_000, daysMin: 2, daysMax: 4 }),
    async createShipment(input) {
      await carrier.gate;
      if (carrier.refuseWith) throw new ProviderError(carrier.refuseWith, { provider: 'sandbox', permanent: true });
      carrier.created.push(input);
      // The order's code finds a shipment made before again, as CDEK's `number` does.
      const known = carrier.truth.get(idOf(input.orderCode));
      if (known) return known;
      return carrier.move(
        input.orderCode,
        carrier.numbers ? 'accepted' : 'registering',
        carrier.numbers ? `PS${input.orderCode}` : undefined,
      );
    },
    async waybill(ids) {
      return { contentType: 'text/html; charset=utf-8', body: Buffer.from(`<!doctype html><p>Накладные: ${ids.join(', ')}</p>`) };
    },
    fetchShipment: async (id) => carrier.truth.get(id) ?? null,
    parseNotice(body) {
      const b = body as { uuid?: unknown; state?: unknown };
      return typeof b.uuid === 'string' && typeof b.state === 'string' ? { externalId: b.uuid, claimed: b.state as ShipmentState } : null;
    },
    trackingUrl: (n) => `https://track.example/${encodeURIComponent(n)}`,
  };
  return carrier;
}
