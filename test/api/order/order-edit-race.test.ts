/**
 * Edits of one order at the same moment (decision 048): two staff editing it, an edit and a cancel,
 * an edit and the shopper opening the payment link. The order's row lock queues them; stock,
 * coupon, money and history come out as if they ran one after the other, and stock moves once.
 */
import { describe, expect, it } from 'vitest';
import { payments } from '../../../api/db/schema';
import { cancelOrder, editOrderLines, type OrderEditOperation } from '../../../api/order/service';
import { deferred } from '../../support/deferred';
import { lockWaiters } from '../../support/locks';
import { BY_STAFF } from './order-fixture';
import {
  BY_MANAGER,
  EDIT_NOTICE,
  edit,
  editEventsOf,
  lineOf,
  linesOf,
  orderRow,
  placeFor,
  placeOrder,
  stocksOf,
  useEditApi,
} from './order-edit-fixture';
import { eq } from 'drizzle-orm';

const api = useEditApi();
const ROUNDS = 4;

describe('edits at the same moment', () => {
  it('of the same change by two staff: it is made once, and stock moves once', async () => {
    const { app, db, fixture: shop } = api();
    const ids: number[] = [];
    for (let i = 0; i < ROUNDS; i++) ids.push(await placeOrder(app, db, shop, [[shop.body62, 2]]));
    const settled = await Promise.all(
      ids.flatMap(async (id) => {
        const same: OrderEditOperation[] = [
          { op: 'quantity', lineId: await lineOf(db, id, shop.body62), quantity: 1 },
          { op: 'add', offerId: shop.hat, quantity: 2 },
        ];
        return Promise.allSettled([edit(db, id, same), edit(db, id, same)]);
      }),
    );
    for (const pair of settled) {
      expect(pair.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(pair.find((s) => s.status === 'rejected')).toMatchObject({ reason: { message: expect.stringMatching(/уже есть в заказе/u) } });
    }
    expect(await stocksOf(db, [shop.body62, shop.hat])).toEqual({ [shop.body62]: 10 - ROUNDS, [shop.hat]: 20 - 2 * ROUNDS });
    for (const id of ids) {
      expect((await orderRow(db, id)).totalKopecks).toBe(150_000 + 90_100 + 29_000);
      expect((await editEventsOf(db, id)).filter((e) => e.kind === 'edit')).toHaveLength(1);
    }
  });

  it('of different changes: both are made, the second on the lines the first left', async () => {
    const { app, db, fixture: shop } = api();
    const id = await placeOrder(app, db, shop, [
      [shop.body62, 2],
      [shop.hat, 1],
    ]);
    const body = await lineOf(db, id, shop.body62);
    await Promise.all([
      edit(db, id, [{ op: 'quantity', lineId: body, quantity: 3 }]),
      edit(db, id, [{ op: 'add', offerId: shop.leto, quantity: 1 }]),
    ]);
    expect((await linesOf(db, id)).map((l) => [l.offerId, l.quantity])).toEqual([
      [shop.body62, 3],
      [shop.hat, 1],
      [shop.leto, 1],
    ]);
    expect(await stocksOf(db, [shop.body62, shop.hat, shop.leto])).toEqual({ [shop.body62]: 7, [shop.hat]: 19, [shop.leto]: 4 });
    expect((await orderRow(db, id)).totalKopecks).toBe(450_000 + 45_050 + 200_000 + 29_000);
    const [first, second] = (await editEventsOf(db, id)).filter((e) => e.kind === 'edit');
    expect(second!.details!.before).toEqual(first!.details!.after);
  });

  it('and a cancel: the order’s units come back once, whichever goes first', async () => {
    const { app, db, fixture: shop } = api();
    const ids: number[] = [];
    for (let i = 0; i < ROUNDS; i++) ids.push(await placeOrder(app, db, shop, [[shop.body62, 1]]));
    await Promise.all(
      ids.map(async (id) => {
        const grow = edit(db, id, [{ op: 'quantity', lineId: await lineOf(db, id, shop.body62), quantity: 2 }]);
        const [edited, cancelled] = await Promise.allSettled([grow, cancelOrder(db, id, BY_STAFF)]);
        expect(cancelled).toMatchObject({ status: 'fulfilled', value: 'cancelled' });
        if (edited.status === 'rejected') expect(edited.reason).toMatchObject({ message: expect.stringMatching(/«Отменён»/u) });
      }),
    );
    expect(await stocksOf(db, [shop.body62])).toEqual({ [shop.body62]: 10 });
    for (const id of ids) expect((await orderRow(db, id)).status).toBe('cancelled');
  });

  it('and the shopper opening the payment link: the link asks the edited sum', async () => {
    const { app, db, fixture: shop } = api();
    const { id, code, shopper } = await placeFor(app, db, shop, [[shop.body62, 2]]);
    const body = await lineOf(db, id, shop.body62);
    const edited = deferred();
    const commit = deferred();
    const editing = db.transaction(async (tx) => {
      await editOrderLines(tx, id, [{ op: 'quantity', lineId: body, quantity: 1 }], BY_MANAGER, EDIT_NOTICE);
      edited.resolve();
      await commit.promise;
    });
    await edited.promise;
    // The page reads the order's old sum, then waits on the edit's lock to write its payment.
    const opening = shopper.get(`/api/order/getPaymentByOrderCode/${code}/`).then((res) => res.status);
    await expect.poll(() => lockWaiters(db), { timeout: 10_000 }).toBe(1);
    commit.resolve();
    await editing;
    expect(await opening).toBe(200);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment!.amountKopecks).toBe(179_000);
  });
});
