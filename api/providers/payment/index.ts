import type { ApiConfig } from '../../config';
import type { Executor } from '../../db/database';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider, PaymentProviderName } from './types';
import { yookassaProvider } from './yookassa';

export type PaymentProviders = {
  /** The one that takes new payments (PAYMENT_PROVIDER). */
  active: PaymentProvider;
  /** By name, for payments made earlier and their notifications; YooKassa only with its credentials. */
  byName: Partial<Record<PaymentProviderName, PaymentProvider>>;
};

export function createPaymentProviders(config: ApiConfig, db: Executor): PaymentProviders {
  const byName: PaymentProviders['byName'] = { sandbox: sandboxProvider(db) };
  if (config.YOOKASSA_SHOP_ID && config.YOOKASSA_SECRET_KEY) {
    byName.yookassa = yookassaProvider({
      apiUrl: config.YOOKASSA_API_URL,
      shopId: config.YOOKASSA_SHOP_ID,
      secretKey: config.YOOKASSA_SECRET_KEY,
      timeoutMs: config.PAYMENT_TIMEOUT_SECONDS * 1000,
      receiptTimeoutMs: config.RECEIPT_TIMEOUT_SECONDS * 1000,
      refundTimeoutMs: config.REFUND_TIMEOUT_SECONDS * 1000,
    });
  }
  // parseApiConfig refuses PAYMENT_PROVIDER=yookassa without the credentials.
  return { active: byName[config.PAYMENT_PROVIDER]!, byName };
}
