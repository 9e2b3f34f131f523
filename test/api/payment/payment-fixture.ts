/**
 * Orders for the payment tests, written straight to the database (the payment back-end does not
 * depend on how orders are placed) and a browser with its own session.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orderItems, orders, outbox, payments, sessions } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { newOrderCode } from '../../../api/order/model/code';
import { hashSessionToken, newSessionToken } from '../../../api/session/token';
import { SESSION_COOKIE } from '../../../shared/contract/catalog';
import type { TestApi } from '../../support/database';

export interface Browser {
  sessionId: number;
  get(path: string): request.Test;
  post(path: string, body?: object): request.Test;
}

/** A browser with a session of its own (its `sid` cookie on every request). */
export async function newBrowser(api: TestApi): Promise<Browser> {
  const token = newSessionToken();
  const [row] = await api.db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token) })
    .returning({ id: sessions.id });
  const cookie = `${SESSION_COOKIE}=${token}`;
  return {
    sessionId: row!.id,
    get: (path) => request(api.app).get(path).set('Cookie', cookie),
    post: (path, body = {}) => request(api.app).post(path).set('Cookie', cookie).send(body),
  };
}

export interface OrderLine {
  priceKopecks: number;
  quantity: number;
  /** This line's share of the coupon discount. */
  discountKopecks?: number;
  size?: string;
}

export interface OrderFixture {
  sessionId: number;
  paymentMethod?: 'sbp' | 'cash';
  lines?: OrderLine[];
  deliveryKopecks?: number;
  email?: string | null;
}

/** 2 × 450 р. (50 р. off) + 1 × 400 р. + 40 р. delivery = 1 290 р. */
export const DEFAULT_LINES: OrderLine[] = [
  { priceKopecks: 45_000, quantity: 2, discountKopecks: 5_000, size: '62' },
  { priceKopecks: 40_000, quantity: 1, size: '68' },
];

export async function insertOrder(db: Db, fixture: OrderFixture) {
  const lines = fixture.lines ?? DEFAULT_LINES;
  const goods = lines.reduce((sum, l) => sum + l.priceKopecks * l.quantity, 0);
  const discount = lines.reduce((sum, l) => sum + (l.discountKopecks ?? 0), 0);
  const delivery = fixture.deliveryKopecks ?? 4_000;
  const [order] = await db
    .insert(orders)
    .values({
      code: newOrderCode(),
      sessionId: fixture.sessionId,
      kind: 'checkout',
      name: 'Анна',
      phone: '79991234567',
      email: fixture.email === undefined ? 'anna@example.ru' : fixture.email,
      deliveryMethod: 'courier',
      address: 'Москва, ул. Ленина, д. 1, кв. 2',
      paymentMethod: fixture.paymentMethod ?? 'sbp',
      goodsKopecks: goods,
      discountKopecks: discount,
      deliveryKopecks: delivery,
      totalKopecks: goods - discount + delivery,
      consentAt: new Date(),
    })
    .returning();
  await db.insert(orderItems).values(
    lines.map((l, i) => ({
      orderId: order!.id,
      productCode: `pay-${i}`,
      name: `Боди ${i + 1}`,
      colour: 'молочный',
      size: l.size ?? '62',
      quantity: l.quantity,
      priceKopecks: l.priceKopecks,
      discountKopecks: l.discountKopecks ?? 0,
    })),
  );
  return order!;
}

export const orderById = async (db: Db, id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
export const paymentsOf = (db: Db, orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId));
/** Every receipt in the outbox, whatever its key: one paid order must leave exactly one. */
export const allReceipts = (db: Db) => db.select().from(outbox).where(eq(outbox.kind, 'receipt'));
