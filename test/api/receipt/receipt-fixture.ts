/**
 * Paid orders for the receipt tests: an order written to the database, its payment succeeded at the
 * fake YooKassa, and confirmed the one way the shop confirms payments (confirmPayment), which writes
 * the 54-FZ receipt to the outbox in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../api/db/database';
import { orderItems, orders, outbox, payments, sessions } from '../../../api/db/schema';
import { confirmPayment } from '../../../api/payment/confirm';
import type { FakeYookassa } from '../payment/payment-fake-yookassa';
import { insertOrder, type OrderFixture } from '../payment/payment-fixture';
import { SECRET_KEY, SHOP_ID } from '../payment/payment-fake-yookassa';

export const yookassaEnv = (fake: FakeYookassa) => ({
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: SHOP_ID,
  YOOKASSA_SECRET_KEY: SECRET_KEY,
  YOOKASSA_API_URL: fake.url,
  RECEIPT_TIMEOUT_SECONDS: '1',
});

export interface PaidOrderOptions extends Omit<OrderFixture, 'sessionId'> {
  /** What a gift certificate paid of it (its code is made up: only the amount reaches the receipt). */
  certificateKopecks?: number;
  /** A gift: wrapped, with a card and «чек без цен». */
  gift?: boolean;
  /** The first line is a gift certificate product bought. */
  sellsCertificate?: boolean;
  /** Which acquirer took the money; the sandbox needs no fake. */
  provider?: 'yookassa' | 'sandbox';
}

/** An order paid by SBP (the rest after a certificate's part); answers it and its receipt's outbox row. */
export async function paidOrder(db: Db, fake: FakeYookassa | null, options: PaidOrderOptions = {}) {
  const [session] = await db.insert(sessions).values({ tokenHash: randomUUID() }).returning({ id: sessions.id });
  const placed = await insertOrder(db, { ...options, sessionId: session!.id });
  const certificateKopecks = options.certificateKopecks ?? 0;
  await db
    .update(orders)
    .set({
      certificateCode: certificateKopecks > 0 ? 'K7QW3MZP9XRDH2TE' : null,
      certificateKopecks,
      ...(options.gift ? { giftWrap: true, cardMessage: 'С днём рождения!', noPricesReceipt: true } : {}),
    })
    .where(eq(orders.id, placed.id));
  if (options.sellsCertificate) {
    const [first] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id))
      .orderBy(orderItems.id)
      .limit(1);
    await db
      .update(orderItems)
      .set({ giftCertificate: true, name: 'Подарочный сертификат на 3 000 р.' })
      .where(eq(orderItems.id, first!.id));
  }
  const amountKopecks = placed.totalKopecks - certificateKopecks;
  const provider = options.provider ?? 'yookassa';
  const externalId = provider === 'yookassa' ? randomUUID() : `AD10SANDBOX${placed.id}`;
  if (fake && provider === 'yookassa') {
    fake.payments.set(externalId, {
      id: externalId,
      status: 'succeeded',
      amount: { value: (amountKopecks / 100).toFixed(2), currency: 'RUB' },
      link: 'https://qr.nspk.ru/x',
    });
  }
  await db.insert(payments).values({ orderId: placed.id, provider, externalId, idempotenceKey: randomUUID(), amountKopecks });
  expect(await confirmPayment(db, provider, { externalId, amountKopecks })).toBe('confirmed');
  const [receipt] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'receipt'), eq(outbox.dedupeKey, `receipt:${placed.id}`)));
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.id));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id)).orderBy(orderItems.id);
  return { order: order!, items, externalId, outboxId: receipt!.id };
}
