/**
 * The money story of an order's back-office page through the api (decisions 047, 051): each
 * refund's 54-FZ receipt listed once, with its refund, waiting and then sent as the outbox's job
 * registers it; and what may still be refunded, as the payment service counts it across the order's
 * own payment and a surcharge, the sum its refund call takes and no more.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../../api/config';
import { outbox } from '../../../api/db/schema';
import { sharedReads } from '../../../api/outbox/shared-reads';
import { refundMessageKey, refundSender } from '../../../api/payment/service';
import { createPaymentProviders } from '../../../api/providers/payment';
import type { OrderAdminPage } from '../../../shared/contract/admin/order-actions';
import { testApiApp, type TestDatabase } from '../../support/database';
import { refusalMessage } from '../../support/envelope';
import { UNLIMITED_ORDERS } from '../certificate/certificate-fixture';
import { useJobs, waitFor } from '../jobs/jobs-fixture';
import { editShop, orderRow } from '../order/order-edit-fixture';
import { addLine } from '../payment/surcharge-fixture';
import { memberAs, paidOrder, type Member } from './orders-fixture';

const pageOf = async (member: Member, id: number): Promise<OrderAdminPage> => {
  const res = await member.get(`/orders/${id}/`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as OrderAdminPage;
};

/** What the acquirer's job does with refund `refundId`'s outbox row, once, as a runner would: the money back, its receipt written. */
async function makeRefund(database: TestDatabase, refundId: number): Promise<void> {
  const [row] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, refundMessageKey(refundId)));
  const providers = createPaymentProviders(parseApiConfig({ NODE_ENV: 'test', DATABASE_URL: database.url }), database.db);
  await refundSender(providers, database.db)(row!.payload, `outbox:${row!.id}`, sharedReads());
}

describe("an order's page tells its money", () => {
  const jobs = useJobs();

  async function shopWithOwner() {
    const { database } = jobs();
    const app = testApiApp(database, UNLIMITED_ORDERS);
    const shop = await editShop(database.db);
    return { database, app, shop, owner: await memberAs(app, database.db, 'owner') };
  }

  it('lists a partial refund’s receipt once, with its refund: waiting, then sent after the outbox’s job ran', async () => {
    const { database, app, shop, owner } = await shopWithOwner();
    const { id } = await paidOrder(app, database.db, shop, [[shop.body62, 2]]);
    const asked = await owner.post(`/orders/${id}/refund/`, { amountKopecks: 45_000, reason: 'Вернули часть' });
    expect(asked.status, asked.text).toBe(200);
    const [refundId] = asked.body.data.refundIds as number[];
    // Asked, the money not back yet: no receipt of it.
    expect((await pageOf(owner, id)).receipts.map((r) => r.kind)).toEqual(['prepayment']);

    await makeRefund(database, refundId!);
    await makeRefund(database, refundId!); // a retry of the same job: still one refund, one receipt
    const refunded = await pageOf(owner, id);
    expect(refunded.refunds).toMatchObject([{ id: refundId, amountKopecks: 45_000, status: 'succeeded' }]);
    expect(refunded.receipts.map((r) => [r.kind, r.state])).toEqual([
      ['prepayment', 'pending'],
      ['refund', 'pending'],
    ]);
    expect(refunded.receipts[1]).toMatchObject({ refund: { id: refundId, amountKopecks: 45_000 }, totalKopecks: 45_000, sentAt: null });
    expect(refunded.receipts[0]!.refund).toBeNull();

    await jobs().startRunner();
    const sent = await waitFor(
      () => pageOf(owner, id),
      (page) => page.receipts.every((r) => r.state === 'sent'),
    );
    expect(sent.receipts.map((r) => [r.kind, r.state, r.refund?.id ?? null])).toEqual([
      ['prepayment', 'sent', null],
      ['refund', 'sent', refundId],
    ]);
    expect(sent.receipts[1]!.sentAt).not.toBeNull();
  });

  it('says what may be refunded across the order’s payment and a surcharge, as the refund call takes it', async () => {
    const { database, app, shop, owner } = await shopWithOwner();
    const placed = await paidOrder(app, database.db, shop, [[shop.body62, 1]]);
    const own = (await orderRow(database.db, placed.id)).totalKopecks;
    await addLine(owner, placed.id, shop.hat);
    const due = await pageOf(owner, placed.id);
    // The surcharge asked, not paid: only the order's own money may go back.
    expect(due.surchargeDue).toEqual({ kopecks: 45_050, link: `/personal/order/${placed.code}/sbp/` });
    expect(due.refundableKopecks).toBe(own);

    expect((await placed.shopper.get(`/api/order/getPaymentByOrderCode/${placed.code}/`)).status).toBe(200);
    expect((await placed.shopper.post(`/api/payment/sandbox/${placed.code}/pay/`)).status).toBe(200);
    const paid = await pageOf(owner, placed.id);
    expect(paid.surchargeDue).toBeNull();
    expect(paid.payments.map((p) => [p.kind, p.status])).toEqual([
      ['order', 'succeeded'],
      ['surcharge', 'succeeded'],
    ]);
    expect(paid.refundableKopecks).toBe(own + 45_050);

    // More than the order's own payment took: from both, the surcharge first.
    const asked = await owner.post(`/orders/${placed.id}/refund/`, { amountKopecks: 60_000, reason: 'Вернули часть' });
    expect(asked.body.data.refundIds).toHaveLength(2);
    const left = (await pageOf(owner, placed.id)).refundableKopecks;
    expect(left).toBe(own + 45_050 - 60_000);
    expect(refusalMessage(await owner.post(`/orders/${placed.id}/refund/`, { amountKopecks: left + 1, reason: 'x' }), 409)).toMatch(
      /^Вернуть можно не больше/u,
    );
    expect((await owner.post(`/orders/${placed.id}/refund/`, { amountKopecks: left, reason: 'Остальное' })).status).toBe(200);
    expect((await pageOf(owner, placed.id)).refundableKopecks).toBe(0);
  });
});
