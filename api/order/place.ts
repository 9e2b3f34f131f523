import type { DeliveryMethod, PaymentMethod } from '../../shared/contract/order';
import { emptyBasketTakingStock, lockBasket, type BasketRow } from '../basket/service';
import { takeStocks } from '../catalog/service';
import { applyToOrder, GIFT_CERTIFICATE_KIND, lockForOrder, type LockedCertificate } from '../certificate/service';
import { countCouponUse } from '../coupon/service';
import type { Executor } from '../db/database';
import { DomainError, fieldRefusal, notFound } from '../http/errors';
import {
  cityOfKey,
  findDeliveryChoice,
  flatQuote,
  parcelGrams,
  priceSource,
  quotedMethod,
  type DeliveryMethodRow,
  type PickupPointRow,
  type Quote,
  type TariffAsk,
  type Tariffs,
} from '../delivery/service';
import { goodsWeightGrams } from '../basket/service';
import { deliveryCityKey, formCityKey } from './delivery-city';
import { priceOrder } from './pricing';
import {
  basketGoods,
  buysCertificate,
  DELIVERY_REQUIRED,
  needsDelivery,
  offerGoods,
  refuseCertificateOnReceipt,
  type Goods,
} from './goods';
import { shopper } from './lifecycle/actor';
import { recordChange } from './lifecycle/history';
import { checkOpenOnReceipt } from './on-receipt';
import { ownerOf, type Session } from '../session/service';
import { insertCouponUsage, insertOrder, insertOrderItems } from './queries';
import type { OrderRecord } from './model/record';
import { findOrderIdByKey } from './read-queries';

export interface Placement {
  idempotencyKey: string;
  kind: 'checkout' | 'fast';
  /** The whole basket, or one offer (a one-click order from the product page). */
  source: { basket: true } | { offerId: number; quantity: number };
  contact: { name: string; phone: string; email: string | null; comment: string };
  /**
   * What the shopper chose. Null for a one-click order (the manager agrees delivery on the phone)
   * and for a checkout that sent none, which only gift certificates alone may do.
   */
  delivery: { method: DeliveryMethod; pickupPointId?: number | undefined; address: string; city?: string | undefined } | null;
  /** Who prices the delivery (the draft's own, so that the order costs what the draft showed); absent: the method's flat price. */
  tariffs?: Tariffs | undefined;
  /** The carrier's answer asked before this try, with no lock held (QuoteNeeded): used when the parcel is still the one asked for. */
  quoted?: { ask: TariffAsk; quote: Quote } | undefined;
  payment: PaymentMethod;
  /** A gift certificate's code (as stored) that pays part or all of the order, or null. */
  certificate: string | null;
  /** What the draft showed the certificate paying, kopecks: it may not pay less (absent: no such promise). */
  certificateShownKopecks?: number | undefined;
  /** How many open orders paid on receipt its phone may hold (OPEN_ORDERS_ON_RECEIPT_PER_PHONE, on-receipt.ts). */
  openOnReceiptCap: number;
}

export interface Placed {
  orderId: number;
  /** False when the idempotency key had already placed this order (a retry). */
  created: boolean;
  /**
   * The order as just written, for the answer, when nothing of it lives outside the rows this
   * placement wrote (no gift certificate paid or bought): the answer then needs no read back.
   */
  record?: OrderRecord | undefined;
}

interface Shipping {
  /** The method's name and the point, as the order's answer shows them. */
  shown: { deliveryName: string | null; pickupPoint: PickupPointRow | null };
  deliveryMethod: DeliveryMethod | null;
  pickupPointId: number | null;
  address: string | null;
  /** What prices the delivery (priceOrder), by the quote; null: nothing delivered, or agreed on the phone. */
  method: DeliveryMethodRow | null;
  quote: Quote | null;
  /** Where it goes, as the order records it (the courier's chosen city, the pickup point's). */
  city: { cityCode: number | null; city: string | null };
}

const none = { deliveryName: null, pickupPoint: null };
const noCity = { cityCode: null, city: null };

async function shipping(tx: Executor, session: Session, p: Placement, goods: Goods): Promise<Shipping> {
  const delivery = deliveryOf(p, goods);
  if (!delivery) return { shown: none, deliveryMethod: null, pickupPointId: null, address: null, method: null, quote: null, city: noCity };
  // The courier never has a point: none is looked up for it, whatever the form sent.
  const choice = await findDeliveryChoice(tx, delivery.method, delivery.method === 'pickup' ? delivery.pickupPointId : undefined);
  const method = choice?.method;
  if (!method) throw new DomainError('delivery_unavailable', 409, 'Этот способ доставки сейчас недоступен');
  const point = choice.point;
  if (delivery.method === 'pickup' && !point) throw notFound('Пункт выдачи не найден — выберите другой');
  const key = deliveryCityKey(delivery.method, point, await formCityKey(tx, delivery.city, point, async () => ownerOf(session)));
  const weightGrams = parcelGrams(goodsWeightGrams(goods.lines));
  const quote = p.tariffs ? await quoteUnderLocks(tx, p, { method, cityKey: key, weightGrams }) : flatQuote(method);
  if (delivery.method === 'courier') {
    const shown = { deliveryName: method.name, pickupPoint: null };
    const city = key === null ? noCity : await cityOfKey(tx, key);
    return { shown, deliveryMethod: 'courier', pickupPointId: null, address: delivery.address, method, quote, city };
  }
  const shown = { deliveryName: method.name, pickupPoint: point };
  const city = { cityCode: point!.cityCode, city: point!.city };
  return { shown, deliveryMethod: 'pickup', pickupPointId: point!.id, address: null, method, quote, city };
}

/**
 * The placement's delivery price could not be known under its locks: the carrier is to be asked
 * first, with none held, and the placement tried again with the answer (service.ts).
 */
export class QuoteNeeded extends Error {
  constructor(readonly ask: TariffAsk) {
    super('the carrier is to be asked for the tariff before the placement');
  }
}

/**
 * The price from the cache the draft read, never waiting on the carrier under the placement's
 * locks: the offers locked would hold every other buyer of them that long (up to the timeout).
 */
async function quoteUnderLocks(tx: Executor, p: Placement, ask: TariffAsk): Promise<Quote> {
  const asked = p.quoted?.ask;
  if (asked && asked.method.code === ask.method.code && asked.cityKey === ask.cityKey && asked.weightGrams === ask.weightGrams)
    return p.quoted!.quote;
  const known = await p.tariffs!.known(ask, tx);
  if (!known) throw new QuoteNeeded(ask);
  return known;
}

/** What the order records of its delivery's price: where it came from, the term and the city. */
function deliveryRecord(ship: Shipping, goodsKopecks: number) {
  if (!ship.method || !ship.quote) return {};
  return {
    deliveryPriceSource: priceSource(ship.method, ship.quote, goodsKopecks),
    deliveryDaysMin: ship.quote.days?.min ?? null,
    deliveryDaysMax: ship.quote.days?.max ?? null,
    deliveryCityCode: ship.city.cityCode,
    deliveryCity: ship.city.city,
  };
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
  const use = {
    totalKopecks,
    buysCertificate: buying,
    userId: session.userId,
    sessionId: session.id,
    shownKopecks: p.certificateShownKopecks,
  };
  const locked = await lockForOrder(tx, p.certificate, use);
  return locked.amountKopecks > 0 ? locked : null;
}

/**
 * What is delivered: the shopper's choice, or nothing for gift certificates alone (their codes come
 * on the order's page and by SMS: a delivery sent along is ignored). A checkout of goods without
 * a delivery is refused; a one-click order agrees it on the phone.
 */
function deliveryOf(p: Placement, goods: Goods): Placement['delivery'] {
  if (!needsDelivery(goods.lines)) return null;
  if (p.delivery === null && p.kind === 'checkout') throw fieldRefusal('delivery_required', 400, DELIVERY_REQUIRED, 'delivery');
  return p.delivery;
}

/** Writes the order and its lines; the record for the answer when it needs no read back (`Placed.record`). */
async function write(tx: Executor, session: Session, p: Placement, goods: Goods, basket: BasketRow | null): Promise<Placed> {
  const shipped = await shipping(tx, session, p, goods);
  // What is left of it are the order's own columns; the city goes in with deliveryRecord.
  const { shown, method, quote, city: _city, ...ship } = shipped;
  const priced = priceOrder(
    goods.lines.map((l, i) => ({ priceKopecks: l.priceKopecks, quantity: l.quantity, covered: goods.covered[i]! })),
    goods.discountKopecks,
    method && quote && quotedMethod(method, quote),
  );
  const { totalKopecks } = priced;
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
    deliveryKopecks: priced.deliveryKopecks,
    ...deliveryRecord(shipped, priced.grossKopecks - priced.discountKopecks),
    paymentMethod: p.payment,
    goodsKopecks: priced.grossKopecks,
    discountKopecks: priced.discountKopecks,
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
  const { shares } = priced;
  const items = await insertOrderItems(
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
  if (goods.coupon) {
    await insertCouponUsage(tx, goods.coupon.id, session, order.id);
    await countCouponUse(tx, goods.coupon.id);
  }
  // Its history's first row, and the buyer's SMS and letter and the shop's letter, committed with
  // the order (one statement).
  await recordChange(tx, order, { from: null, actor: shopper(session) });
  // Certificates (paid with or bought) are read back with their movements; anything else is what was just written.
  if (certificate || buysCertificate(goods.lines)) return { orderId: order.id, created: true };
  // The lines were on sale under the offers' locks: their product codes are the links' codes now.
  const withCodes = items.map((item, i) => ({ ...item, liveCode: goods.lines[i]!.onSale ? goods.lines[i]!.code : null }));
  const record = {
    order,
    ...shown,
    items: withCodes,
    certificates: [],
    certificateBalanceAfterKopecks: null,
    refundDue: null,
    surchargeKopecks: null,
    shipment: null,
  };
  return { orderId: order.id, created: true, record };
}

/**
 * Places an order inside the caller's transaction. Locks, always in this order so that no two
 * placements wait on each other crosswise: the basket row (the session's, or the account's when
 * signed in: one placement per basket at a time, so a retry waits for the first attempt and then
 * finds its order), for an order paid on receipt its phone's (on-receipt.ts), the offers in id
 * order, the coupon, the gift certificate. Stock and the coupon are checked under those locks, then taken.
 */
export async function placeOrder(tx: Executor, session: Session, p: Placement): Promise<Placed> {
  const basket = await lockBasket(tx, ownerOf(session));
  const existing = await findOrderIdByKey(tx, session.id, p.idempotencyKey);
  if (existing !== null) return { orderId: existing, created: false };
  if (p.payment === 'cash') await checkOpenOnReceipt(tx, p.contact.phone, p.openOnReceiptCap);
  if ('basket' in p.source) {
    const goods = await basketGoods(tx, basket, session);
    const placed = await write(tx, session, p, goods, basket);
    await emptyBasketTakingStock(tx, basket.id, goods.lines);
    return placed;
  }
  const goods = await offerGoods(tx, p.source.offerId, p.source.quantity);
  const placed = await write(tx, session, p, goods, null);
  await takeStocks(tx, goods.lines);
  return placed;
}
