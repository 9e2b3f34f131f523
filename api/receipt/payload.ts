/**
 * The 54-FZ receipt of a paid order, as written to the outbox (kind 'receipt', dedupe_key
 * 'receipt:{orderId}') for the cash register service to fiscalise. Money in kopecks. Line sums are
 * after the coupon (each line's share of the discount), so the lines add up to what was paid.
 * A gift certificate bought is an advance («аванс», subject «платёж»), not goods; a certificate that
 * pays part of an order is that advance being counted («зачёт аванса», `prepaidKopecks`), so only
 * the rest is charged to SBP and nothing is charged twice (docs/decisions/013).
 */
import { plainSpaces } from '../../shared/format/number';
import type { orderItems, orders } from '../order/schema';
import { toPayKopecks } from '../order/model/money';
import type { ReceiptLine } from '../providers/payment/types';

export interface ReceiptPayload {
  /** «приход»: money from the shopper; «возврат прихода»: money given back (refund.ts). */
  operation: 'income' | 'refund';
  orderId: number;
  orderCode: string;
  /** Where the electronic receipt goes. */
  customer: { name: string; phone: string; email: string | null };
  items: ReceiptLine[];
  totalKopecks: number;
  /** What SBP took with this receipt: totalKopecks − prepaidKopecks (0 in the receipt at handover). */
  payment: { method: 'sbp'; provider: string; externalId: string; sumKopecks: number };
  /**
   * What was paid before and is counted here: a gift certificate's part («зачёт аванса»; 0 without
   * one), or, in the receipt at handover, the whole sum of the first receipt («зачёт предоплаты»).
   */
  prepaidKopecks: number;
  /**
   * Only in the receipt at handover (settlement.ts) and a refund's (refund.ts): the dedupe key of
   * the prepayment receipt it counts or returns ('receipt:42'), which has to be registered first.
   */
  settles?: string;
  /** Only in a refund's receipt: the acquirer's id of the refund it is for. */
  refundExternalId?: string;
}

type Order = typeof orders.$inferSelect;
type OrderItem = typeof orderItems.$inferSelect;

const NAME_MAX = 128;
const DELIVERY_NAMES = { pickup: 'Доставка до пункта выдачи', courier: 'Доставка курьером' } as const;

/**
 * A line's name as the fiscal data operator stores and the receipt prints it: plain spaces (a
 * certificate's name holds its nominal, «на 3 000 р.», with the no-break spaces the pages want).
 */
const clip = (raw: string) => {
  const name = plainSpaces(raw);
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
};

/**
 * One line's goods. A receipt line needs price × quantity = sum in whole kopecks; when the
 * discounted sum does not divide by the quantity, the units split into two lines a kopeck apart.
 */
function goodsLines(item: OrderItem): ReceiptLine[] {
  const sum = item.priceKopecks * item.quantity - item.discountKopecks;
  const base = Math.floor(sum / item.quantity);
  const dearer = sum - base * item.quantity;
  const name = clip(item.giftCertificate ? item.name : `${item.name}, ${item.colour}, размер ${item.size}`);
  const line = (quantity: number, price: number): ReceiptLine => ({
    name,
    quantity,
    priceKopecks: price,
    sumKopecks: price * quantity,
    vat: 'none',
    paymentSubject: item.giftCertificate ? 'payment' : 'commodity',
    paymentMode: item.giftCertificate ? 'advance' : 'full_prepayment',
  });
  // 0 ≤ dearer < quantity, so the first line always has units.
  const lines = [line(item.quantity - dearer, base)];
  if (dearer > 0) lines.push(line(dearer, base + 1));
  return lines;
}

export function buildReceipt(order: Order, items: readonly OrderItem[], payment: { provider: string; externalId: string }): ReceiptPayload {
  const lines = items.flatMap(goodsLines);
  if (order.deliveryKopecks > 0) {
    lines.push({
      name: order.deliveryMethod ? DELIVERY_NAMES[order.deliveryMethod] : 'Доставка',
      quantity: 1,
      priceKopecks: order.deliveryKopecks,
      sumKopecks: order.deliveryKopecks,
      vat: 'none',
      paymentSubject: 'service',
      paymentMode: 'full_prepayment',
    });
  }
  return {
    operation: 'income',
    orderId: order.id,
    orderCode: order.code,
    customer: { name: order.name, phone: `+${order.phone}`, email: order.email },
    items: lines,
    totalKopecks: order.totalKopecks,
    payment: {
      method: 'sbp',
      provider: payment.provider,
      externalId: payment.externalId,
      sumKopecks: toPayKopecks(order),
    },
    prepaidKopecks: order.certificateKopecks,
  };
}
