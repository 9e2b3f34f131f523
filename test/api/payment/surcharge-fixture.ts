/**
 * Surcharges for the tests (decision 051): a paid order edited up through the back office's call,
 * as staff edit it, and what its payments, receipts and notices hold, read back.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import type { Db } from '../../../api/db/database';
import { outbox, payments } from '../../../api/db/schema';
import { receiptPayloadSchema } from '../../../api/receipt/payload-schema';
import type { Member } from '../admin/orders-fixture';

/** The order's surcharges, oldest first. */
export const surchargesOf = (db: Db, orderId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'surcharge')))
    .orderBy(asc(payments.id));

/** The one surcharge the order has. */
export async function onlySurcharge(db: Db, orderId: number) {
  const rows = await surchargesOf(db, orderId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Staff add `quantity` of `offerId` to order `id`; answers the call's data. */
export async function addLine(member: Member, id: number, offerId: number, quantity = 1) {
  const res = await member.post(`/orders/${id}/lines/`, { operations: [{ op: 'add', offerId, quantity }] });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { surchargeKopecks: number; surchargeLink: string | null; refundKopecks: number };
}

/** The sandbox bank's word that payment `externalId` is paid, as it posts it. */
export const sandboxPaid = (app: Parameters<typeof request>[0], externalId: string) =>
  request(app).post('/api/payment/notify/sandbox/').send({ paymentId: externalId, status: 'succeeded' });

/** The order's receipts ('receipt:{id}' and the keys under it), parsed, oldest first. */
export async function receiptsOf(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'receipt'), like(outbox.dedupeKey, `receipt:${orderId}%`)))
    .orderBy(asc(outbox.id));
  const own = (key: string) => key === `receipt:${orderId}` || key.startsWith(`receipt:${orderId}:`);
  return rows.filter((r) => own(r.dedupeKey)).map((r) => ({ key: r.dedupeKey, ...receiptPayloadSchema.parse(r.payload) }));
}

/** The buyer's SMS texts about the edits of order `orderId`, oldest first. */
export async function editSms(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'sms'), like(outbox.dedupeKey, `order:${orderId}:edited:%`)))
    .orderBy(asc(outbox.id));
  return rows.map((r) => (r.payload as { text: string }).text);
}
