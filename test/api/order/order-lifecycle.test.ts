/**
 * The order lifecycle (api/order/lifecycle/, docs/decisions/041): every pair of statuses tried,
 * each change the table allows made and recorded once (a history row, one outbox event), every
 * other one refused in Russian with nothing written; the placing is the history's first row.
 */
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { orderEvents, orders, outbox } from '../../../api/db/schema';
import { canChange, TRANSITIONS } from '../../../api/order/lifecycle/transitions';
import { changeStatus, isStatusRefusal, staff } from '../../../api/order/service';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/contract/order-constants';
import { useTestApi } from '../../support/database';
import { paySbp, UNLIMITED_ORDERS } from '../certificate/certificate-fixture';
import { insertOrder, newBrowser } from '../payment/payment-fixture';
import { checkoutBody, firstPickupPoint, ORDER_FIXTURES, orderOf, shopperWith } from './order-fixture';
import { insertBasketFixtures } from '../basket/basket-fixture';

/**
 * An order put straight into `status` (how it got there is not what these tests are about): paid
 * on receipt unless told, its money taken only when it is 'paid' or `paid` says so.
 */
async function orderIn(db: Db, sessionId: number, status: OrderStatus, how: { payment?: 'sbp' | 'cash'; paid?: boolean } = {}) {
  const { id } = await insertOrder(db, { sessionId, paymentMethod: how.payment ?? 'cash' });
  const paid = how.paid ?? status === 'paid';
  await db
    .update(orders)
    .set({ status, paidAt: paid ? new Date() : null })
    .where(eq(orders.id, id));
  return id;
}

/** What was written for the order: its history, and the event keys of its outbox rows. */
async function writtenFor(db: Db, orderId: number) {
  const history = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  const rows = await db
    .select({ eventKey: outbox.eventKey })
    .from(outbox)
    .where(like(outbox.dedupeKey, `order:${orderId}:%`));
  return { history, events: [...new Set(rows.map((r) => r.eventKey))] };
}

const BY = { actor: staff('7'), note: 'проверка' };

/** Tries the change in a transaction that commits whatever it wrote, refused or not; answers the refusal. */
const tryChange = (db: Db, orderId: number, to: OrderStatus) =>
  db.transaction((tx) =>
    changeStatus(tx, orderId, to, BY).then(
      () => null,
      (error: unknown) => error,
    ),
  );

const statusOf = async (db: Db, orderId: number) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('the order lifecycle', () => {
  const api = useTestApi();

  it('makes every change the table allows, with one history row and one outbox event, and refuses every other pair in Russian, writing nothing', async () => {
    const { db } = api();
    const { sessionId } = await newBrowser(api());
    const made: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const pair = `${from} → ${to}`;
        const id = await orderIn(db, sessionId, from);
        const refusal = await tryChange(db, id, to);
        const { history, events } = await writtenFor(db, id);
        if (canChange(from, to)) {
          made.push(pair);
          expect(refusal, pair).toBeNull();
          expect(await statusOf(db, id), pair).toBe(to);
          expect(
            history.map((h) => [h.fromStatus, h.toStatus, h.actorKind, h.actorId, h.note]),
            pair,
          ).toEqual([[from, to, 'staff', '7', 'проверка']]);
          expect(events, pair).toEqual([`order:${id}:${to}`]);
        } else {
          expect(isStatusRefusal(refusal) && refusal.status, pair).toBe(409);
          const message = (refusal as Error).message;
          expect(message, pair).toMatch(/^Заказ [^a-z]+$/);
          expect(await statusOf(db, id), pair).toBe(from);
          expect({ history, events }, pair).toEqual({ history: [], events: [] });
        }
      }
    }
    expect(made).toHaveLength(18);
  });

  it('neither assembles nor ships an order waiting for its SBP money, nor cancels one whose money was taken', async () => {
    const { db } = api();
    const { sessionId } = await newBrowser(api());
    const waiting = await orderIn(db, sessionId, 'new', { payment: 'sbp' });
    for (const to of ['assembling', 'shipped'] as const) {
      const refusal = await tryChange(db, waiting, to);
      expect((refusal as Error).message).toBe('Заказ ждёт оплаты по СБП: собрать и отправить его можно, когда он будет оплачен');
    }
    const paidAssembling = await orderIn(db, sessionId, 'assembling', { payment: 'sbp', paid: true });
    expect(((await tryChange(db, paidAssembling, 'cancelled')) as Error).message).toBe(
      'Заказ оплачен: отменить его можно только вернув деньги',
    );
    for (const id of [waiting, paidAssembling]) expect(await writtenFor(db, id)).toEqual({ history: [], events: [] });
    expect([await statusOf(db, waiting), await statusOf(db, paidAssembling)]).toEqual(['new', 'assembling']);
    // Its money goes back by a refund instead.
    expect(await tryChange(db, paidAssembling, 'refunded')).toBeNull();
  });

  it('tells a missing order, a change the table has not and one already made apart, in words the staff read', async () => {
    const { db } = api();
    const { sessionId } = await newBrowser(api());
    const shipped = await orderIn(db, sessionId, 'shipped');
    expect(((await tryChange(db, shipped, 'shipped')) as Error).message).toBe('Заказ уже в статусе «Отправлен»');
    expect(((await tryChange(db, shipped, 'new')) as Error).message).toBe('Заказ в статусе «Отправлен» нельзя перевести в статус «Принят»');
    const missing = await tryChange(db, 987_654, 'paid');
    expect(isStatusRefusal(missing) && [missing.status, missing.message]).toEqual([404, 'Заказ не найден']);
  });

  it('enters no status twice: the table has no cycle (an order’s notices are keyed by the status they tell of)', () => {
    const acyclic = (path: readonly OrderStatus[]): boolean =>
      TRANSITIONS[path.at(-1)!].every((next: OrderStatus) => !path.includes(next) && acyclic([...path, next]));
    for (const status of ORDER_STATUSES) expect(acyclic([status]), status).toBe(true);
  });
});

describe("an order's history", () => {
  const api = useTestApi({
    env: { ...UNLIMITED_ORDERS, SBP_SANDBOX_DEMO: 'on' },
    prepare: async (api) => ({ ...(await insertBasketFixtures(api.db, ORDER_FIXTURES)), pointId: await firstPickupPoint(api.db) }),
  });

  it('starts with its placing by the shopper, from nothing, and records the bank that paid it', async () => {
    const { db, app, fixture } = api();
    const shopper = await shopperWith(app, [[fixture.offerIds.get('ox-hat:44')!, 1]]);
    const placed = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(fixture.pointId)));
    const [order] = await db.select().from(orders).where(eq(orders.code, placed.CODE));
    expect((await writtenFor(db, order!.id)).events).toEqual([`order:${order!.id}:placed`]);

    await paySbp(shopper, placed.CODE);
    const { history, events } = await writtenFor(db, order!.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorKind])).toEqual([
      [null, 'new', 'shopper'],
      ['new', 'paid', 'bank'],
    ]);
    expect(history[0]!.actorId).toBe(`session:${order!.sessionId}`);
    expect(history[1]!.actorId).toMatch(/^sandbox:/);
    expect(events).toEqual([`order:${order!.id}:placed`, `order:${order!.id}:paid`]);
  });
});
