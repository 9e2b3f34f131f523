/**
 * Orders put straight into the database for the back office's read tests: each field the lists
 * filter and search by is the test's to choose, the rest is a plausible courier order paid by SBP.
 */
import type { Db } from '../../../api/db/database';
import { orderItems, orders, users } from '../../../api/db/schema';
import { newOrderCode } from '../../../api/order/model/code';
import type { OrderStatus } from '../../../shared/contract/order-constants';

export interface AdminOrder {
  name?: string;
  phone?: string;
  email?: string | null;
  status?: OrderStatus;
  paymentMethod?: 'sbp' | 'cash';
  paid?: boolean;
  deliveryMethod?: 'pickup' | 'courier' | null;
  pickupPointId?: number;
  placedAt?: Date;
  userId?: number | null;
  totalKopecks?: number;
  lines?: { productCode: string; name: string; quantity: number; priceKopecks: number; giftCertificate?: boolean }[];
}

/** Inserts an order (its lines' sum is its goods; no delivery charge) and answers its row. */
export async function insertAdminOrder(db: Db, o: AdminOrder = {}) {
  const lines = o.lines ?? [{ productCode: 'body-62', name: 'Боди', quantity: 1, priceKopecks: o.totalKopecks ?? 150_000 }];
  const goods = lines.reduce((sum, l) => sum + l.priceKopecks * l.quantity, 0);
  const placedAt = o.placedAt ?? new Date();
  const delivery = o.deliveryMethod === undefined ? 'courier' : o.deliveryMethod;
  const [order] = await db
    .insert(orders)
    .values({
      code: newOrderCode(),
      userId: o.userId ?? null,
      kind: delivery === null ? 'fast' : 'checkout',
      status: o.status ?? 'new',
      name: o.name ?? 'Анна Смирнова',
      phone: o.phone ?? '79161234567',
      email: o.email === undefined ? 'anna@example.ru' : o.email,
      deliveryMethod: delivery,
      pickupPointId: delivery === 'pickup' ? o.pickupPointId : null,
      address: delivery === 'courier' ? 'Москва, ул. Лесная, д. 1' : null,
      paymentMethod: o.paymentMethod ?? 'sbp',
      goodsKopecks: goods,
      totalKopecks: goods,
      consentAt: placedAt,
      createdAt: placedAt,
      paidAt: o.paid ? placedAt : null,
    })
    .returning();
  await db
    .insert(orderItems)
    .values(lines.map((l) => ({ orderId: order!.id, colour: 'молочный', size: '62', giftCertificate: l.giftCertificate ?? false, ...l })));
  return order!;
}

/** An account with this phone, name and e-mail. */
export async function insertShopper(db: Db, s: { phone: string; name: string; email?: string | null; createdAt?: Date }) {
  const [user] = await db
    .insert(users)
    .values({ phone: s.phone, name: s.name, email: s.email ?? null, consentAt: new Date(), createdAt: s.createdAt ?? new Date() })
    .returning();
  return user!;
}

/** Moments a minute apart, oldest first: orders placed one after another. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
