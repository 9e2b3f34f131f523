import type { CheckoutInput, OneClickInput, Order } from '../../shared/contract/order';
import { rublesToKopecks } from '../../shared/format/number';
import type { Db, Executor } from '../db/database';
import type { Tariffs } from '../delivery/service';
import { ordersPaid, ordersPlaced } from '../metrics/service';
import { DomainError, notFound } from '../http/errors';
import { ownerOf, type Session, type SessionLookup } from '../session/service';
import { buildOrder, type TrackingLink } from './build';
import { phoneUnconfirmed } from './confirmed';
import { emptyBasketError } from './goods';
import { placeOrder, QuoteNeeded, type Placement, type Placed } from './place';
import { parseOrderCode } from './model/code';
import { BASKET_CHANGED_WHILE_PRICED, ORDER_NOT_FOUND } from './model/messages';
import { findOrderById, findOwnOrder, listOwnOrders } from './read-queries';

// The lifecycle (decision 041): the one way a status changes, who changes it, and the one cancel
// that the unpaid-order job, the shopper and the staff call.
export { changeStatus, markOrderPaid, type ChangeHow } from './lifecycle/change';
export { cancelOrder, type CancelHow, type CancelResult } from './lifecycle/cancel';
export { bank, job, shopper, staff, type Actor } from './lifecycle/actor';
export { isStatusRefusal, StatusRefusal } from './lifecycle/refusal';
// What the back office may offer for an order now (decision 050).
export { possibleChanges } from './lifecycle/possible';
// What the one-click form request passes before placing (api/form/).
export { guardPlacement } from './guard';
// Editing a placed order's lines until it ships (decision 048); the back office calls it.
export { editOrderLines, type OrderEdit } from './edit/service';
export { lockOrder as lockOrderRow } from './edit/queries';
export { orderEditOperations, type OrderEditOperation } from './edit/operations';
export type { TrackingLink } from './build';
// What signing in does with a guest's orders.
export { adoptGuestOrders } from './queries';
// The order as stored, as its page reads it: the jobs hand it to the letters (api/notices/).
export { findOrderById } from './read-queries';

const orderNotFound = () => notFound(ORDER_NOT_FOUND);

/** The order as the contract shows it, read in the same transaction that placed it. */
async function readOrder(tx: Executor, orderId: number): Promise<Order> {
  const record = await findOrderById(tx, orderId);
  if (!record) throw new Error(`order ${orderId} vanished after placing`);
  return buildOrder(record);
}

/**
 * Places and answers an order in one transaction; `after` adds what else belongs to the same
 * placement (the one-click form's request), told whether this call placed it or found a retry's.
 */
export async function placeAndRead<T>(
  db: Db,
  session: Session,
  placement: Placement,
  after: (tx: Executor, placed: Placed) => Promise<T>,
): Promise<{ order: Order; extra: T; created: boolean }> {
  const answer = await placeAskingFirst(db, session, placement, after);
  // After the commit, by whoever placed it: a retry that found its order counts nothing.
  if (answer.created) countPlaced(placement, answer.order);
  return answer;
}

/** How often a placement is tried while its parcel keeps changing under it (another tab) before it is refused. */
const QUOTE_TRIES = 3;

/**
 * One transaction that places and reads the order; when the delivery's price needs the carrier
 * (no fresh tariff: a cold city, a placement with no draft before it), it is rolled back, the
 * carrier asked with no lock held (bounded by its timeout), and the placement tried again with
 * that answer: a slow carrier never holds the offers' locks, and so never other buyers.
 */
async function placeAskingFirst<T>(db: Db, session: Session, placement: Placement, after: (tx: Executor, placed: Placed) => Promise<T>) {
  for (let tries = 1; ; tries++) {
    try {
      return await db.transaction(async (tx) => {
        const placed = await placeOrder(tx, session, placement);
        const extra = await after(tx, placed);
        return { created: placed.created, order: placed.record ? buildOrder(placed.record) : await readOrder(tx, placed.orderId), extra };
      });
    } catch (error) {
      if (!(error instanceof QuoteNeeded) || !placement.tariffs) throw error;
      // Another tab changed the basket under each try: nothing was placed, and the shopper is told.
      if (tries === QUOTE_TRIES) throw new DomainError('basket_changed', 409, BASKET_CHANGED_WHILE_PRICED);
      placement = { ...placement, quoted: { ask: error.ask, quote: await placement.tariffs.quote(error.ask) } };
    }
  }
}

/** A new order in the metrics; one a certificate paid whole is paid the moment it is placed. */
function countPlaced(placement: Placement, order: Order): void {
  ordersPlaced.inc({ kind: placement.kind, payment: placement.payment });
  if (order.STATUS === 'paid') ordersPaid.inc({ via: 'certificate' });
}

const nothingElse = async () => null;

/** What placing takes from the configuration. */
export interface OrderRules {
  /** OPEN_ORDERS_ON_RECEIPT_PER_PHONE (on-receipt.ts). */
  openOnReceiptPerPhone: number;
}

/** An order and whether this call placed it (false: a retry found its earlier try's order). */
export interface PlacedOrder {
  order: Order;
  created: boolean;
}

/** POST /order/checkout/: the basket, with the delivery and payment the shopper chose. */
export async function checkout(
  db: Db,
  session: SessionLookup,
  input: CheckoutInput,
  rules: OrderRules,
  tariffs: Tariffs,
): Promise<PlacedOrder> {
  // A browser without a session has no basket; none is made for it.
  const current = await session({ create: false });
  if (!current) throw emptyBasketError();
  const placement: Placement = {
    idempotencyKey: input.idempotencyKey,
    kind: 'checkout',
    source: { basket: true },
    contact: { name: input.name, phone: input.phone, email: input.email, comment: input.comment },
    delivery:
      input.delivery === undefined
        ? null
        : { method: input.delivery, pickupPointId: input.pickupPointId, address: input.address, city: input.city },
    tariffs,
    payment: input.payment,
    certificate: input.certificate,
    certificateShownKopecks: input.certificateAmount === undefined ? undefined : rublesToKopecks(input.certificateAmount),
    openOnReceiptCap: rules.openOnReceiptPerPhone,
  };
  return placeAndRead(db, current, placement, nothingElse);
}

/**
 * A one-click order (the product page or the basket): name and phone only, delivery and payment
 * agreed on the phone, paid on receipt. With an offer that offer, without one the whole basket.
 */
export function oneClickPlacement(input: OneClickInput, rules: OrderRules): Placement {
  return {
    idempotencyKey: input.idempotencyKey,
    kind: 'fast',
    source: input.offer === null ? { basket: true } : { offerId: input.offer.id, quantity: input.offer.quantity },
    contact: { name: input.name, phone: input.phone, email: null, comment: input.comment },
    delivery: null,
    payment: 'cash',
    certificate: null,
    openOnReceiptCap: rules.openOnReceiptPerPhone,
  };
}

/**
 * The session a one-click order hangs off. Such an order is paid on receipt, so the browser has
 * confirmed the phone (guard.ts), which gave it a session; one without has confirmed nothing.
 */
export async function oneClickSession(session: SessionLookup): Promise<Session> {
  const current = await session({ create: false });
  if (!current) throw phoneUnconfirmed();
  return current;
}

export async function oneClickOrder(db: Db, session: SessionLookup, input: OneClickInput, rules: OrderRules): Promise<PlacedOrder> {
  const current = await oneClickSession(session);
  return placeAndRead(db, current, oneClickPlacement(input, rules), nothingElse);
}

/**
 * POST /order/get/{code}/: only to the browser that placed it, or to its account (any browser
 * signed in to it); any other code is simply not found.
 */
export async function getOrder(db: Db, session: SessionLookup, code: string, tracking?: TrackingLink): Promise<Order> {
  const parsed = parseOrderCode(code);
  if (!parsed) throw orderNotFound();
  const current = await session({ create: false });
  const record = current ? await findOwnOrder(db, ownerOf(current), parsed) : null;
  if (!record) throw orderNotFound();
  return buildOrder(record, tracking);
}

/** GET /order/list/: this browser's (or signed in, the account's) orders, newest first; none (and no session made) without one. */
export async function listOrders(db: Db, session: SessionLookup, tracking?: TrackingLink): Promise<Order[]> {
  const current = await session({ create: false });
  return current ? (await listOwnOrders(db, ownerOf(current))).map((record) => buildOrder(record, tracking)) : [];
}
