import type { DeliveryMethod, PaymentMethod } from '../../shared/contract/order';
import { emptyBasket, lockBasket, type BasketRow } from '../basket/service';
import { takeStocks } from '../catalog/service';
import { applyToOrder, GIFT_CERTIFICATE_KIND, lockForOrder, type LockedCertificate } from '../certificate/service';
import { countCouponUse } from '../coupon/service';
import type { Executor } from '../db/database';
import { DomainError, notFound } from '../http/errors';
import { deliveryPriceKopecks, findDeliveryChoice } from '../delivery/service';
import { splitDiscount } from './discount';
import { basketGoods, buysCertificate, offerGoods, refuseCertificateOnReceipt, type Goods } from './goods';
import { ownerOf, type Session } from '../session/service';
import { insertCouponUsage, insertOrder, insertOrderItems } from './queries';
import { findOrderIdByKey } from './read-queries';

export interface Placement {
  idempotencyKey: string;
  kind: 'checkout' | 'fast';
  /** The whole basket, or one offer (a one-click order from the product page). */
  source: { basket: true } | { offerId: number; quantity: number };
  contact: { name: string; phone: string; email: string | null; comment: string };
  /** Null for a one-click order: the manager agrees delivery on the phone. */
  delivery: { method: DeliveryMethod; pickupPointId?: number | undefined; address: string } | null;
  payment: PaymentMethod;
  /** A gift certificate's code (as stored) that pays part or all of the order, or null. */
  certificate: string | null;
  /** What the draft showed the certificate paying, kopecks: it may not pay less (absent: no such promise). */
  certificateShownKopecks?: number | undefined;
}

export interface Placed {
  orderId: number;
  /** False when the idempotency key had already placed this order (a retry). */
  created: boolean;
}

interface Shipping {
  deliveryMethod: DeliveryMethod | null;
  pickupPointId: number | null;
  address: string | null;
  deliveryKopecks: number;
}

async function shipping(tx: Executor, delivery: Placement['delivery'], goodsKopecks: number): Promise<Shipping> {
  if (!delivery) return { deliveryMethod: null, pickupPointId: null, address: null, deliveryKopecks: 0 };
  // The courier never has a point: none is looked up for it, whatever the form sent.
  const choice = await findDeliveryChoice(tx, delivery.method, delivery.method === 'pickup' ? delivery.pickupPointId : undefined);
  const method = choice?.method;
  if (!method) throw new DomainError('delivery_unavailable', 409, 'Этот способ доставки сейчас недоступен');
  const price = deliveryPriceKopecks(method, goodsKopecks);
  if (delivery.method === 'courier') {
    return { deliveryMethod: 'courier', pickupPointId: null, address: delivery.address, deliveryKopecks: price };
  }
  const point = choice.point;
  if (!point) throw notFound('Пункт выдачи не найден — выберите другой');
  return { deliveryMethod: 'pickup', pickupPointId: point.id, address: null, deliveryKopecks: price };
}

/**
 * The certificate's part, under its lock (taken after the offers and the coupon). An order buying
 * certificates is paid by SBP only, so that certificates are issued when the money is in.
 */
async function certificatePart(
  tx: Executor,
  session: Session,
  p: Placement,
  goods: Goods,
  totalKopecks: number,
): Promise<LockedCertificate | null> {
  refuseCertificateOnReceipt(goods.lines, p.payment);
  const buying = buysCertificate(goods.lines);
  if (p.certificate === null) return null;
  const use = { totalKopecks, buysCertificate: buying, userId: session.userId, shownKopecks: p.certificateShownKopecks };
  const locked = await lockForOrder(tx, p.certificate, use);
  return locked.amountKopecks > 0 ? locked : null;
}

async function write(tx: Executor, session: Session, p: Placement, goods: Goods, basket: BasketRow | null) {
  const goodsKopecks = goods.grossKopecks - goods.discountKopecks;
  const ship = await shipping(tx, p.delivery, goodsKopecks);
  const totalKopecks = goodsKopecks + ship.deliveryKopecks;
  const certificate = await certificatePart(tx, session, p, goods, totalKopecks);
  // Nothing left to pay: the order is paid as it is placed, and needs no SBP payment.
  const paidNow = certificate !== null && certificate.amountKopecks === totalKopecks;
  const order = await insertOrder(tx, {
    sessionId: session.id,
    userId: session.userId,
    idempotencyKey: p.idempotencyKey,
    kind: p.kind,
    name: p.contact.name,
    phone: p.contact.phone,
    email: p.contact.email,
    comment: p.contact.comment,
    ...ship,
    paymentMethod: p.payment,
    goodsKopecks: goods.grossKopecks,
    discountKopecks: goods.discountKopecks,
    totalKopecks,
    couponId: goods.coupon?.id ?? null,
    couponCode: goods.coupon?.code ?? null,
    certificateCode: certificate?.row.code ?? null,
    certificateKopecks: certificate?.amountKopecks ?? 0,
    ...(paidNow ? { status: 'paid' as const, paidAt: new Date() } : {}),
    giftWrap: basket?.giftWrap ?? false,
    cardMessage: basket?.cardMessage ?? '',
    noPricesReceipt: basket?.noPricesReceipt ?? false,
  });
  const shares = splitDiscount(
    goods.lines.map((l, i) => ({ sumKopecks: l.priceKopecks * l.quantity, covered: goods.covered[i]! })),
    goods.discountKopecks,
  );
  await insertOrderItems(
    tx,
    order.id,
    goods.lines.map((l, i) => ({
      offerId: l.offerId,
      productId: l.productId,
      productCode: l.code,
      name: l.name,
      colour: l.colourName,
      size: l.size,
      picture: l.picture,
      quantity: l.quantity,
      priceKopecks: l.priceKopecks,
      oldPriceKopecks: l.oldPriceKopecks,
      discountKopecks: shares[i]!,
      giftCertificate: l.kind === GIFT_CERTIFICATE_KIND,
    })),
  );
  // Held until its SBP payment spends it; spent now when nothing waits for SBP.
  if (certificate) await applyToOrder(tx, certificate, order.id, p.payment === 'sbp' && !paidNow ? 'hold' : 'spend');
  await takeStocks(tx, goods.lines);
  if (goods.coupon) {
    await insertCouponUsage(tx, goods.coupon.id, session, order.id);
    await countCouponUse(tx, goods.coupon.id);
  }
  return order.id;
}

/**
 * Places an order inside the caller's transaction. Locks, always in this order so that no two
 * placements wait on each other crosswise: the basket row (the session's, or the account's when
 * signed in: one placement per basket at a time, so a retry waits for the first attempt and then
 * finds its order), the offers in id
 * order, the coupon, the gift certificate. Stock and the coupon are checked under those locks, then taken.
 */
export async function placeOrder(tx: Executor, session: Session, p: Placement): Promise<Placed> {
  const basket = await lockBasket(tx, ownerOf(session));
  const existing = await findOrderIdByKey(tx, session.id, p.idempotencyKey);
  if (existing !== null) return { orderId: existing, created: false };
  if ('basket' in p.source) {
    const goods = await basketGoods(tx, basket, session);
    const orderId = await write(tx, session, p, goods, basket);
    await emptyBasket(tx, basket.id);
    return { orderId, created: true };
  }
  const goods = await offerGoods(tx, p.source.offerId, p.source.quantity);
  return { orderId: await write(tx, session, p, goods, null), created: true };
}
