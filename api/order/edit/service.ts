/**
 * Editing a placed order's lines until it ships (decision 048): quantities, size swaps, removals,
 * additions, all of one call or none. Stock moves with the lines, the coupon is weighed again by the
 * basket's rules, and the order is priced again by placement's own function (pricing.ts). The answer
 * says what the change means for money: to give back or to take for a paid order, the payment to
 * come for an unpaid one. A paid order's surcharge still unpaid (decision 051) is part of the
 * difference: the edit asks for what is owed now, which replaces it. Nothing is refunded or charged
 * here: the back office wires that.
 */
import { returnPartOfOrder } from '../../certificate/service';
import { takeStocks } from '../../catalog/service';
import type { Executor } from '../../db/database';
import { findDeliveryChoice, type PricedMethod } from '../../delivery/service';
import { notFound } from '../../http/errors';
import type { Actor } from '../lifecycle/actor';
import { changeStatus } from '../lifecycle/change';
import { statusName } from '../lifecycle/statuses';
import { ORDER_NOT_FOUND } from '../model/messages';
import { toPayKopecks } from '../model/money';
import { priceOrder } from '../pricing';
import type { EditedLine, OrderEditDetails } from '../schema';
import { dropCouponUse, recheckCoupon, type CouponOutcome } from './coupon';
import { applyOperations, offersTouched, workLine, type WorkLine } from './lines';
import { editRefusals as refuse } from './messages';
import type { OrderEditOperation } from './operations';
import {
  hasOpenPayment,
  lockOffers,
  lockOrder,
  openSurchargeKopecks,
  orderLines,
  saveMoney,
  writeLines,
  type OrderMoney,
  type OrderRow,
} from './queries';
import { editedLine, recordEdit, type EditNotice } from './record';
import { stockMoves } from './stock';

/** Before it leaves: an order shipped, delivered, cancelled or refunded keeps its lines. */
const EDITABLE = ['new', 'paid', 'assembling'] as const;
const editable = (status: OrderRow['status']) => (EDITABLE as readonly string[]).includes(status);

export interface OrderEdit {
  orderId: number;
  /** The history row of this edit (order_events.id). */
  eventId: number;
  lines: EditedLine[];
  totals: OrderMoney & { toPayKopecks: number };
  /** The coupon this edit took off the order, and why; null: kept, or there was none. */
  couponDropped: { code: string; reason: string } | null;
  /** A paid order that now costs less: what goes back to the buyer (the back office calls requestRefund). */
  refundKopecks: number;
  /**
   * A paid order that now costs more: what the buyer pays on top, all told — the back office asks it
   * through a surcharge payment (requestSurcharge), which replaces an open one.
   */
  surchargeKopecks: number;
  /** The surcharge that was open before this edit (0: none): the new one replaces it. */
  surchargeBeforeKopecks: number;
  /** An unpaid order's payment to come, before and after (its SBP link or the sum on receipt). */
  toPayBeforeKopecks: number;
  toPayAfterKopecks: number;
}

/**
 * The method as the order was priced: the threshold is the method's, the price the carrier's that
 * the order was placed at (a tariff is not asked again for an edit); the flat price when it was
 * placed at it, or free (its tariff was never charged, docs/decisions/061).
 */
async function deliveryMethodOf(tx: Executor, order: OrderRow): Promise<PricedMethod | null> {
  if (order.deliveryMethod === null) return null;
  const choice = await findDeliveryChoice(tx, order.deliveryMethod, undefined);
  if (!choice) throw refuse.noDelivery();
  const carrierPriced = order.deliveryPriceSource === 'tariff' || order.deliveryPriceSource === 'last_known';
  return carrierPriced ? { ...choice.method, priceKopecks: order.deliveryKopecks } : choice.method;
}

/** The order's lines, locked in the order of a cancel's locks, and their offers. */
async function lockedLines(tx: Executor, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!editable(order.status)) throw refuse.notEditable(statusName(order.status, order.paymentMethod));
  const items = await orderLines(tx, orderId);
  if (items.some((i) => i.giftCertificate)) throw refuse.certificates();
  return { order, before: items.map(workLine) };
}

/** The order's money after the edit, and each line's share of the discount: placement's pricing. */
function moneyAfter(order: OrderRow, after: readonly WorkLine[], coupon: CouponOutcome, method: PricedMethod | null) {
  const priced = priceOrder(
    after.map((l, i) => ({ priceKopecks: l.priceKopecks, quantity: l.quantity, covered: coupon.covered[i]! })),
    coupon.discountKopecks,
    method,
  );
  // The part the shopper chose to pay with the certificate may shrink with the sum, never grow unasked.
  const certificateKopecks = Math.min(order.certificateKopecks, priced.totalKopecks);
  const money: OrderMoney = {
    goodsKopecks: priced.grossKopecks,
    discountKopecks: priced.discountKopecks,
    deliveryKopecks: priced.deliveryKopecks,
    totalKopecks: priced.totalKopecks,
    couponId: coupon.couponId,
    couponCode: coupon.couponCode,
    certificateCode: certificateKopecks > 0 ? order.certificateCode : null,
    certificateKopecks,
  };
  return { money, shares: priced.shares };
}

/** Everything an edit will write, read and weighed under its locks; every refusal is thrown while planning. */
async function planEdit(tx: Executor, orderId: number, operations: readonly OrderEditOperation[]) {
  const { order, before } = await lockedLines(tx, orderId);
  const offers = await lockOffers(tx, offersTouched(before, operations));
  const after = applyOperations(before, operations, offers);
  const moves = stockMoves(before, after, offers);
  const coupon = await recheckCoupon(tx, order, after, offers);
  const { money, shares } = moneyAfter(order, after, coupon, await deliveryMethodOf(tx, order));
  const toPay = { before: toPayKopecks(order), after: toPayKopecks(money) };
  // An SBP link for the old sum would be paid for the wrong sum: the sum waits until it is paid (decision 048).
  const waitsForSbp = order.paidAt === null && order.paymentMethod === 'sbp';
  if (waitsForSbp && toPay.after !== toPay.before && (await hasOpenPayment(tx, orderId))) throw refuse.openPayment();
  const surchargeBefore = order.paidAt === null ? 0 : await openSurchargeKopecks(tx, orderId);
  return { order, before, after, moves, coupon, money, shares, toPay, surchargeBefore };
}

type Plan = Awaited<ReturnType<typeof planEdit>>;

/** Stock, lines, coupon use, certificate part, the order's sums (and status, when nothing is left to pay), history. */
async function writeEdit(tx: Executor, plan: Plan, actor: Actor, notice: EditNotice): Promise<OrderEdit> {
  const { order, coupon, money, toPay, surchargeBefore } = plan;
  await takeStocks(tx, plan.moves);
  const written = await writeLines(tx, order.id, plan.before, plan.after, plan.shares);
  if (coupon.dropped) await dropCouponUse(tx, order.id);
  await returnPartOfOrder(tx, order.id, order.certificateKopecks - money.certificateKopecks);
  let saved = await saveMoney(tx, order.id, money);
  const paid = order.paidAt !== null;
  // Nothing left to pay (the certificate covers the new sum): paid now, as placing it so would have been.
  if (!paid && order.status === 'new' && toPay.after === 0 && toPay.before > 0) {
    saved = await changeStatus(tx, order.id, 'paid', { actor, note: 'после изменения состава заказ оплачен сертификатом целиком' });
  }
  // What is owed now: the difference, and what an open surcharge still asked of the sum before.
  const owed = paid ? toPay.after - toPay.before + surchargeBefore : 0;
  const details: OrderEditDetails = {
    before: { lines: plan.before.map(editedLine), totalKopecks: order.totalKopecks, toPayKopecks: toPay.before },
    after: { lines: written.map(editedLine), totalKopecks: saved.totalKopecks, toPayKopecks: toPay.after },
    couponDropped: coupon.dropped,
    refundKopecks: Math.max(-owed, 0),
    surchargeKopecks: Math.max(owed, 0),
    surchargeBeforeKopecks: surchargeBefore,
  };
  const eventId = await recordEdit(tx, saved, actor, details, notice);
  return {
    orderId: order.id,
    eventId,
    lines: details.after.lines,
    totals: { ...money, toPayKopecks: toPay.after },
    couponDropped: coupon.dropped,
    refundKopecks: details.refundKopecks,
    surchargeKopecks: details.surchargeKopecks,
    surchargeBeforeKopecks: surchargeBefore,
    toPayBeforeKopecks: toPay.before,
    toPayAfterKopecks: toPay.after,
  };
}

/**
 * Applies `operations` to the order's lines inside the caller's transaction (a savepoint of it: a
 * refusal leaves nothing), as `actor`. Every refusal comes before the first write. The caller (the
 * back office's route) writes its audit row, and asks the refund or the surcharge, in the same
 * transaction.
 */
export async function editOrderLines(
  db: Executor,
  orderId: number,
  operations: readonly OrderEditOperation[],
  actor: Actor,
  notice: EditNotice,
): Promise<OrderEdit> {
  return db.transaction(async (tx) => writeEdit(tx, await planEdit(tx, orderId, operations), actor, notice));
}
