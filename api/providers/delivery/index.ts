import type { ApiConfig } from '../../config';
import type { Executor } from '../../db/database';
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
  const active = byName[config.DELIVERY_PROVIDER];
  if (!active) throw new Error(`DELIVERY_PROVIDER=${config.DELIVERY_PROVIDER}: the adapter is not built yet`);
  return { active, byName };
}
