import type { Payment } from '../../shared/contract/payment';
import type { paymentCalls } from '../../shared/contract/calls/payment';
import { sandboxDemoPayOn } from '../config';
import type { CallContext, CallHandler, DomainHandlers } from '../http/calls';
import { createPaymentProviders } from '../providers/payment';
import type { PaymentProvider } from '../providers/payment/types';
import { sessionLookup } from '../session/service';
import { handleNotification } from './bank-webhook';
import { demoPay, paymentForOrder, type PaymentContext } from './service';

type NotifyCallId = Extract<keyof typeof paymentCalls, `POST /payment/notify/${string}`>;

/**
 * The payment back-end (spec §7.3), which may run on its own host (PAYMENT_API_URL): the order's
 * payment always; YooKassa's notifications when it is configured; the sandbox bank's notifications
 * and the demo «Оплатить» only with SBP_SANDBOX_DEMO on — in production nobody may pay a sandbox
 * link, so these calls do not exist there (404).
 */
export function paymentHandlers({ db, config }: Pick<PaymentContext, 'db' | 'config'>): DomainHandlers<keyof typeof paymentCalls> {
  const providers = createPaymentProviders(config, db);
  const context = ({ req }: CallContext): PaymentContext => ({ db, config, providers, logger: req.log });
  const answer = async (payment: Promise<Payment>) => ({ payment: await payment });
  // The acquirer reads only the status; the outcome is for logs and tests.
  const notifications =
    (provider: PaymentProvider): CallHandler<NotifyCallId> =>
    async ({ body }, { req }) => ({ result: await handleNotification(db, provider, body, req.log) });
  const demo = sandboxDemoPayOn(config);
  return {
    'GET /order/getPaymentByOrderCode/{code}/': ({ params }, call) =>
      answer(paymentForOrder(context(call), sessionLookup(db, call), params.code)),
    'POST /payment/notify/yookassa/': providers.byName.yookassa && notifications(providers.byName.yookassa),
    'POST /payment/notify/sandbox/': demo ? notifications(providers.byName.sandbox!) : undefined,
    'POST /payment/sandbox/{code}/pay/': demo
      ? ({ params }, call) => answer(demoPay(context(call), sessionLookup(db, call), params.code))
      : undefined,
  };
}
