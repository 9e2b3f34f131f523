/**
 * A surcharge through YooKassa, against the local fake (decision 051): its payment is created once
 * with the surcharge's own Idempotence-Key, even when the first try times out after YooKassa made
 * it and the shopper's page asks again; YooKassa's word confirms it once, with its own receipt.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { paymentDataSchema, type Payment } from '../../../shared/contract/payment';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { useFresh } from '../../support/lifetime';
import { memberAs } from '../admin/orders-fixture';
import { orderRow, placeFor, useEditApi } from '../order/order-edit-fixture';
import type { Shopper } from '../order/order-fixture';
import { SECRET_KEY, SHOP_ID, startFakeYookassa, type FakeYookassa } from './payment-fake-yookassa';
import { addLine, onlySurcharge, receiptsOf } from './surcharge-fixture';

const paymentPath = (code: string) => `/api/order/getPaymentByOrderCode/${code}/`;
const paymentOf = (res: request.Response): Payment => {
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, paymentDataSchema).payment;
};
const notification = (payment: { id: string; amount: { value: string; currency: string } }) => ({
  type: 'notification',
  event: 'payment.succeeded',
  object: { id: payment.id, status: 'succeeded', paid: true, amount: payment.amount },
});
const creations = (fake: FakeYookassa) => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v3/payments');

describe('a surcharge through YooKassa', () => {
  const fake = useFresh(startFakeYookassa, (made) => made.close());
  const api = useEditApi(() => ({
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: SHOP_ID,
    YOOKASSA_SECRET_KEY: SECRET_KEY,
    YOOKASSA_API_URL: fake().url,
    PAYMENT_TIMEOUT_SECONDS: '1',
  }));

  /** The bank's word on the link the shopper's page shows, as YooKassa notifies it after it was paid. */
  async function payAtYookassa(shopper: Shopper, code: string) {
    const shown = paymentOf(await shopper.get(paymentPath(code)));
    const paid = [...fake().payments.values()].find((p) => p.link === shown.SBP_URL)!;
    paid.status = 'succeeded';
    const res = await request(api().app).post('/api/payment/notify/yookassa/').send(notification(paid));
    return { shown, paid, result: (expectEnvelope(res) as { result: string }).result };
  }

  it('is created once under a timeout and a retry with its own key, and confirmed once with its own receipt', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const { id, code, shopper } = await placeFor(app, db, shop, [[shop.body62, 1]]);
    expect((await payAtYookassa(shopper, code)).result).toBe('confirmed');
    await addLine(manager, id, shop.hat);
    const asked = await onlySurcharge(db, id);
    expect(asked).toMatchObject({ provider: 'yookassa', externalId: null, amountKopecks: 45_050 });

    // YooKassa makes the payment but answers after our timeout: the page says «try again», nothing is saved.
    fake().lateCreates = 1;
    fake().createLateMs = 1_500;
    expect(refusalMessage(await shopper.get(paymentPath(code)), 502)).toBe('Платёжный сервис временно недоступен, попробуйте через минуту');
    expect((await onlySurcharge(db, id)).externalId).toBeNull();

    const { shown, paid, result } = await payAtYookassa(shopper, code);
    expect(shown).toMatchObject({ KIND: 'surcharge', PROVIDER: 'yookassa', AMOUNT: 450.5, STATUS: 'pending' });
    const tries = creations(fake()).slice(1);
    expect(tries).toHaveLength(2);
    expect(tries.map((c) => c.headers['idempotence-key'])).toEqual([asked.idempotenceKey, asked.idempotenceKey]);
    expect(tries[0]!.body).toMatchObject({ amount: { value: '450.50', currency: 'RUB' }, description: `Доплата по заказу ${code}` });
    // The order's payment and one surcharge: the retry found the payment the timed-out try made.
    expect(fake().payments.size).toBe(2);
    expect(result).toBe('confirmed');

    const surcharge = await onlySurcharge(db, id);
    expect(surcharge).toMatchObject({ externalId: paid.id, status: 'succeeded', idempotenceKey: asked.idempotenceKey });
    expect((await orderRow(db, id)).status).toBe('paid');
    const receipts = await receiptsOf(db, id);
    expect(receipts.map((r) => r.key)).toEqual([`receipt:${id}`, `receipt:${id}:surcharge:${surcharge.id}`]);
    expect(receipts[1]).toMatchObject({ totalKopecks: 45_050, payment: { provider: 'yookassa', externalId: paid.id, sumKopecks: 45_050 } });

    // YooKassa notifying again changes nothing.
    const again = await request(app).post('/api/payment/notify/yookassa/').send(notification(paid));
    expect(expectEnvelope(again)).toEqual({ result: 'already_paid' });
    expect(await receiptsOf(db, id)).toHaveLength(2);
  });
});
