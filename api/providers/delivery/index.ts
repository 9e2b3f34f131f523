import type { ApiConfig } from '../../config';
import type { Executor } from '../../db/database';
import { cdekProvider, type CdekProvider } from './cdek';
import { sandboxDeliveryProvider } from './sandbox';
import { readWaybillEntries } from './sandbox-waybill-data';
import type { DeliveryProvider, DeliveryProviderName } from './types';

export type DeliveryProviders = {
  /** The one new shipments go with, and checkout's points and tariffs (DELIVERY_PROVIDER). */
  active: DeliveryProvider;
  /** By name, for shipments made earlier and their webhooks; CDEK only with its keys. */
  byName: Partial<Record<DeliveryProviderName, DeliveryProvider>>;
};

export function createDeliveryProviders(config: ApiConfig, db: Executor): DeliveryProviders {
  const sender = { name: config.DELIVERY_SENDER_NAME, phone: config.DELIVERY_SENDER_PHONE ?? null };
  const byName: DeliveryProviders['byName'] = {
    sandbox: sandboxDeliveryProvider({
      fromCityCode: config.DELIVERY_FROM_CITY_CODE,
      stepMs: config.DELIVERY_SANDBOX_STEP_SECONDS * 1000,
      sender,
      describe: (externalIds) => readWaybillEntries(db, externalIds),
    }),
  };
  const cdek = cdekFromConfig(config);
  if (cdek) byName.cdek = cdek;
  // parseApiConfig refuses DELIVERY_PROVIDER=cdek without its keys and office.
  return { active: byName[config.DELIVERY_PROVIDER]!, byName };
}

/** CDEK's adapter with the shop's account; null without its keys and office. */
export function cdekFromConfig(config: ApiConfig): CdekProvider | null {
  if (!config.CDEK_CLIENT_ID || !config.CDEK_CLIENT_SECRET || !config.CDEK_SHIPMENT_POINT) return null;
  return cdekProvider({
    apiUrl: config.CDEK_API_URL,
    clientId: config.CDEK_CLIENT_ID,
    clientSecret: config.CDEK_CLIENT_SECRET,
    timeoutMs: config.CDEK_TIMEOUT_SECONDS * 1000,
    fromCityCode: config.DELIVERY_FROM_CITY_CODE,
    shipmentPoint: config.CDEK_SHIPMENT_POINT,
    name: config.DELIVERY_SENDER_NAME,
    phone: config.DELIVERY_SENDER_PHONE ?? null,
  });
}

/** Where CDEK posts its ORDER_STATUS webhooks: the shop's notify route (api/shipment/routes.ts). */
export const cdekWebhookUrl = (config: ApiConfig) => `${config.PUBLIC_URL}/api/delivery/notify/cdek/`;

/**
 * Subscribes the shop to CDEK's status webhooks (`npm run cdek:webhook`, once per account and
 * address); CDEK's id of the subscription. Null without CDEK's keys.
 */
export async function registerCdekWebhook(config: ApiConfig): Promise<{ url: string; id: string } | null> {
  const cdek = cdekFromConfig(config);
  if (!cdek) return null;
  const url = cdekWebhookUrl(config);
  return { url, id: await cdek.registerWebhook(url) };
}
