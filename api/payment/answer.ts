import type { Payment } from '../../shared/contract/payment';
import { kopecksToRubles } from '../../shared/format/number';
import { toPayKopecks } from '../order/model/money';
import type { OrderRow, PaymentRow } from './queries';
import { qrSvg } from './qr';

/**
 * The contract's Payment. The link, its QR code and expiry only while it can be paid; DEMO_PAY for
 * a waiting sandbox payment where the demo action exists (never in production).
 */
export function paymentAnswer(order: Pick<OrderRow, 'code'>, row: PaymentRow, demoPayOn: boolean): Payment {
  const waiting = row.status === 'pending' && row.sbpPayload !== null;
  return {
    ORDER_CODE: order.code,
    KIND: row.kind,
    AMOUNT: kopecksToRubles(row.amountKopecks),
    STATUS: row.status,
    PROVIDER: row.provider,
    SBP_URL: waiting ? row.sbpPayload : null,
    QR_SVG: waiting && row.sbpPayload ? qrSvg(row.sbpPayload) : null,
    EXPIRES_AT: waiting && row.expiresAt ? row.expiresAt.toISOString() : null,
    PAID_AT: row.paidAt ? row.paidAt.toISOString() : null,
    DEMO_PAY: waiting && demoPayOn && row.provider === 'sandbox',
  };
}

/** A paid order with no payment row to show (paid outside the shop's providers): what the order knows. */
export function paidOrderAnswer(order: OrderRow, provider: PaymentRow['provider']): Payment {
  return {
    ORDER_CODE: order.code,
    KIND: 'order',
    AMOUNT: kopecksToRubles(toPayKopecks(order)),
    STATUS: 'succeeded',
    PROVIDER: provider,
    SBP_URL: null,
    QR_SVG: null,
    EXPIRES_AT: null,
    PAID_AT: order.paidAt ? order.paidAt.toISOString() : null,
    DEMO_PAY: false,
  };
}
