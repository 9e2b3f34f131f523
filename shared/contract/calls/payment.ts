import type { CallTable } from '../call';
import { notificationBodySchema, notificationDataSchema, orderCodeParamsSchema, paymentDataSchema } from '../payment';

/**
 * The payment back-end (spec §7.3), which may run on its own host (PAYMENT_API_URL): the order's
 * SBP payment, the acquirer's notifications, and the sandbox's demo payment outside production.
 */
export const paymentCalls = {
  'GET /order/getPaymentByOrderCode/{code}/': {
    summary: 'Оплата заказа по СБП: ссылка и QR-код (создаётся при первом запросе)',
    params: orderCodeParamsSchema,
    response: paymentDataSchema,
    cache: 'private',
    // The first request creates the payment at the acquirer.
    changesState: true,
  },
  'POST /payment/notify/yookassa/': {
    summary: 'Уведомление ЮKassa о платеже (проверяется запросом к ЮKassa)',
    body: notificationBodySchema,
    response: notificationDataSchema,
    onlyWhen: 'PAYMENT_PROVIDER=yookassa',
  },
  'POST /payment/notify/sandbox/': {
    summary: 'Уведомление банка-песочницы о платеже',
    body: notificationBodySchema,
    response: notificationDataSchema,
    onlyWhen: 'PAYMENT_PROVIDER=sandbox и SBP_SANDBOX_DEMO=on',
  },
  'POST /payment/sandbox/{code}/pay/': {
    summary: 'Демо-оплата ссылки песочницы («Оплатить (демо)»)',
    params: orderCodeParamsSchema,
    response: paymentDataSchema,
    cache: 'private',
    onlyWhen: 'PAYMENT_PROVIDER=sandbox и SBP_SANDBOX_DEMO=on',
  },
} as const satisfies CallTable;
