/**
 * The offline carrier «Посылкин», the default: a few hundred points in Russia's largest cities
 * (sandbox-points.ts), tariffs by distance and weight (sandbox-tariff.ts), shipments that move one
 * status per step of time, delivered or, for a recipient named with «возврат», returned
 * (sandbox-shipment.ts), and HTML waybills. Deterministic, no network, no
 * state of its own; it refuses what a carrier would (sandbox-refusal.ts), so every path of the
 * shop's shipments can be walked offline.
 */
import { ProviderError } from '../error';
import { comesBack, isSandboxId, newSandboxId, sandboxShipmentAt } from './sandbox-shipment';
import { readOrderStatusNotice } from './notice';
import { sandboxRefusal } from './sandbox-refusal';
import { sandboxPoints } from './sandbox-points';
import { sandboxTariff } from './sandbox-tariff';
import { waybillPage, type WaybillEntry, type WaybillSender } from './sandbox-waybill';
import { sandboxCity } from './sandbox-cities';
import type { DeliveryProvider } from './types';

export interface SandboxDeliverySettings {
  /** The city parcels leave from (a sandbox city code; Moscow is 44). */
  fromCityCode: number;
  /** How long each status lasts before the next, ms. */
  stepMs: number;
  sender: { name: string; phone: string | null };
  /** The shipments' recipients and parcels, from the shop's tables (sandbox-waybill-data.ts). */
  describe(externalIds: string[]): Promise<WaybillEntry[]>;
  /** The clock, for tests. */
  now?: () => Date;
}

/** A fixed demo address: nothing to fetch when the order page renders, and no real carrier's site. */
export const SANDBOX_TRACKING_URL = 'https://posylkin.example/track/';

export function sandboxDeliveryProvider(settings: SandboxDeliverySettings): DeliveryProvider {
  const now = settings.now ?? (() => new Date());
  return {
    name: 'sandbox',
    async listPoints() {
      return sandboxPoints().map((point) => ({ ...point }));
    },
    async tariff(query) {
      return sandboxTariff(settings.fromCityCode, query);
    },
    async createShipment(input) {
      const refusal = sandboxRefusal(input);
      if (refusal) throw new ProviderError(`Посылкин отказал: ${refusal}`, { provider: 'sandbox', permanent: true });
      const at = now();
      const id = newSandboxId(input.destination.method, at, comesBack(input.recipient.name));
      return sandboxShipmentAt(id, at, settings.stepMs)!;
    },
    async fetchShipment(externalId) {
      return sandboxShipmentAt(externalId, now(), settings.stepMs);
    },
    async waybill(externalIds) {
      const entries = await settings.describe(externalIds);
      if (entries.length === 0) throw new ProviderError('Посылкин: нет таких отправлений', { provider: 'sandbox', permanent: true });
      const sender: WaybillSender = { ...settings.sender, city: sandboxCity(settings.fromCityCode)?.name ?? '' };
      return { contentType: 'text/html; charset=utf-8', body: Buffer.from(waybillPage(entries, sender)) };
    },
    parseNotice(body) {
      return readOrderStatusNotice(body, isSandboxId);
    },
    trackingUrl(trackingNumber) {
      return `${SANDBOX_TRACKING_URL}${encodeURIComponent(trackingNumber)}`;
    },
  };
}
