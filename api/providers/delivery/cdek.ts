/**
 * CDEK API v2 behind DeliveryProvider: points (cdek-points.ts), tariffs (cdek-tariff.ts), orders
 * (cdek-order.ts), waybills (cdek-print.ts), over one client with its token (cdek-client.ts).
 * Webhooks (registered once by `registerWebhook`) are never believed: the order is read again.
 * https://api-docs.cdek.ru/29923741.html
 */
import { z } from 'zod';
import { cdekClient, type CdekAccount } from './cdek-client';
import { cdekFailed } from './cdek-errors';
import { createCdekOrder, fetchCdekOrder, toCarrierShipment, type CdekOrderSettings } from './cdek-order';
import { listCdekPoints } from './cdek-points';
import { cdekWaybill } from './cdek-print';
import { cdekTariff } from './cdek-tariff';
import { readOrderStatusNotice } from './notice';
import type { DeliveryProvider } from './types';

export interface CdekSettings extends CdekAccount, Omit<CdekOrderSettings, 'pollIntervalMs' | 'pollTries'> {
  fromCityCode: number;
  /** How often and how many times a new order or a print job is read again (tests make it quick). */
  pollIntervalMs?: number;
  pollTries?: number;
}

export interface CdekProvider extends DeliveryProvider {
  /** Asks CDEK to POST ORDER_STATUS webhooks to the url; CDEK's id of the subscription. */
  registerWebhook(url: string): Promise<string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function cdekProvider(settings: CdekSettings): CdekProvider {
  const client = cdekClient(settings);
  const poll = { pollIntervalMs: settings.pollIntervalMs ?? 500, pollTries: settings.pollTries ?? 6 };
  return {
    name: 'cdek',
    listPoints: () => listCdekPoints(client),
    tariff: (query, signal) => cdekTariff(client, settings.fromCityCode, query, signal),
    createShipment: (input) => createCdekOrder(client, { ...settings, ...poll }, input),
    async fetchShipment(externalId) {
      const order = await fetchCdekOrder(client, externalId);
      return order ? toCarrierShipment(order) : null;
    },
    // Printing takes CDEK a few seconds: up to four times the order's polls.
    waybill: (externalIds) => cdekWaybill(client, externalIds, { intervalMs: poll.pollIntervalMs, tries: poll.pollTries * 4 }),
    parseNotice: (body) => readOrderStatusNotice(body, (id) => UUID.test(id)),
    trackingUrl: (trackingNumber) => `https://www.cdek.ru/ru/tracking/?order_id=${encodeURIComponent(trackingNumber)}`,
    async registerWebhook(url) {
      const body = await client.json({ method: 'POST', path: '/webhooks', body: { url, type: 'ORDER_STATUS' } });
      const parsed = z.object({ entity: z.object({ uuid: z.string() }) }).safeParse(body);
      if (!parsed.success) throw cdekFailed('СДЭК не подтвердил подписку на статусы');
      return parsed.data.entity.uuid;
    },
  };
}
