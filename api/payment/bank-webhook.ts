/**
 * The bank's call: notifications about payments from an acquirer or the sandbox bank (POST
 * /api/payment/notify/{provider}/). A notification is only a hint: the provider says what actually happened (YooKassa is asked again over its API), and the
 * payment changes through confirmPayment / cancelPayment.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { DomainError } from '../http/errors';
import type { PaymentProvider, PaymentProviderName, ProviderPayment } from '../providers/payment/types';
import { cancelPayment, confirmPayment, type ConfirmResult } from './confirm';
import { paymentMessages } from './messages';
import { findPaymentByExternalId } from './queries';
import { viaProvider } from './via-provider';

export type SettleResult = ConfirmResult | 'cancelled' | 'pending';

/** Acts on the provider's word about a payment of ours. */
export async function settlePayment(
  db: Db,
  provider: PaymentProviderName,
  actual: ProviderPayment | null,
  logger: Logger,
): Promise<SettleResult> {
  if (!actual) return 'unknown_payment';
  if (actual.status === 'succeeded') {
    const result = await confirmPayment(db, provider, actual);
    if (result === 'amount_mismatch')
      logger.error({ provider, payment: actual }, 'оплачена сумма, отличная от суммы платежа: заказ не отмечен оплаченным');
    if (result === 'amount_unreadable')
      logger.error({ provider, payment: actual }, 'сумма оплаты не прочитана или не в рублях: заказ не отмечен оплаченным');
    if (result === 'needs_refund')
      logger.error(
        { provider, externalId: actual.externalId },
        'оплата пришла за заказ, который уже отменён или оплачен, или за снятую доплату: платёж записан и отмечен к возврату (refund_due_at), нужен возврат',
      );
    if (result === 'confirmed') logger.info({ provider, externalId: actual.externalId }, 'платёж подтверждён');
    return result;
  }
  if (actual.status === 'cancelled') {
    await cancelPayment(db, provider, actual.externalId);
    return 'cancelled';
  }
  return 'pending';
}

/**
 * Handles one notification's body. Unknown payments (another shop on the same account, a deleted
 * order, a probe) change nothing and answer 200 all the same, so that the acquirer stops retrying;
 * a body that names no payment is a 400; an acquirer that cannot be asked is a 502, and it retries later.
 */
export async function handleNotification(db: Db, provider: PaymentProvider, body: unknown, logger: Logger): Promise<SettleResult> {
  const notification = provider.parseNotification(body);
  if (!notification) throw new DomainError('bad_notification', 400, paymentMessages.badNotification);
  // Ours first: a stranger's made-up id must not make us call the acquirer.
  const known = await findPaymentByExternalId(db, provider.name, notification.externalId);
  if (!known) {
    logger.warn({ provider: provider.name, externalId: notification.externalId }, 'уведомление о неизвестном платеже');
    return 'unknown_payment';
  }
  const actual = await viaProvider(logger, () => provider.checkNotification(notification));
  return settlePayment(db, provider.name, actual, logger);
}
