import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { products, sections } from '../catalog/schema';
import { certificatesOfOrders } from '../certificate/service';
import { pickupPointColumns } from '../delivery/service';
import { deliveryMethods, pickupPoints } from '../delivery/schema';
import { isOpenSurcharge, payments } from '../payment/schema';
import { shipments } from '../shipment/schema';
import { orderItems, orders } from './schema';
import type { Executor } from '../db/database';
import { preparedOnce } from '../db/named';
import { ownedBy, type Owner } from '../session/service';
import type { OrderRecord } from './model/record';

/** Payments flagged for a refund (api/payment/confirm.ts), summed per order in the order's own query. */
const refundDue = {
  kopecks: sql<
    number | null
  >`(SELECT sum(${payments.amountKopecks})::int FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.refundDueAt} IS NOT NULL)`,
  since: sql<
    string | null
  >`(SELECT min(${payments.refundDueAt}) FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.refundDueAt} IS NOT NULL)`,
};

/** An open surcharge's sum (at most one: a unique index), in the order's own query. */
const surchargeKopecks = sql<
  number | null
>`(SELECT ${payments.amountKopecks} FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${isOpenSurcharge(payments)})`;

/** Orders matching `where`, newest first, each with its lines (two queries, more only with certificates). */
async function loadOrders(db: Executor, where: SQL | undefined, limit: number): Promise<OrderRecord[]> {
  const rows = await db
    .select({
      order: orders,
      deliveryName: deliveryMethods.name,
      pickup: pickupPointColumns,
      refundDue,
      surchargeKopecks,
      shipmentProvider: shipments.provider,
      shipmentState: shipments.state,
    })
    .from(orders)
    .leftJoin(deliveryMethods, eq(deliveryMethods.code, orders.deliveryMethod))
    .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select({
      item: orderItems,
      liveCode: products.code,
      // On sale as everywhere else: the product active, in an active section.
      onSale: sql<boolean>`coalesce(${products.active} AND ${sections.active}, false)`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(sections, eq(sections.id, products.sectionId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const withCertificates = rows
    .filter((r) => r.order.certificateCode !== null || items.some((i) => i.item.orderId === r.order.id && i.item.giftCertificate))
    .map((r) => r.order.id);
  const certificates = withCertificates.length > 0 ? await certificatesOfOrders(db, withCertificates) : null;
  return rows.map((r) => ({
    order: r.order,
    deliveryName: r.deliveryName,
    pickupPoint: r.pickup,
    items: items.filter((i) => i.item.orderId === r.order.id).map((i) => ({ ...i.item, liveCode: i.onSale ? i.liveCode : null })),
    certificates: certificates?.bought.get(r.order.id) ?? [],
    certificateBalanceAfterKopecks: certificates?.balanceAfter.get(r.order.id) ?? null,
    refundDue: r.refundDue.kopecks && r.refundDue.since ? { kopecks: r.refundDue.kopecks, since: new Date(r.refundDue.since) } : null,
    surchargeKopecks: r.surchargeKopecks,
    shipment: r.shipmentProvider && r.shipmentState ? { provider: r.shipmentProvider, state: r.shipmentState } : null,
  }));
}

export async function findOrderById(db: Executor, id: number): Promise<OrderRecord | null> {
  const [record] = await loadOrders(db, eq(orders.id, id), 1);
  return record ?? null;
}

/** The order with this code, only if it is the owner's (placed by this guest browser, or the account's). */
export async function findOwnOrder(db: Executor, owner: Owner, code: string): Promise<OrderRecord | null> {
  const [record] = await loadOrders(db, and(eq(orders.code, code), ownedBy(owner, orders.sessionId, orders.userId)), 1);
  return record ?? null;
}

/** A guest browser's or an account's orders: the most recent hundred, more than a family ever places. */
export async function listOwnOrders(db: Executor, owner: Owner): Promise<OrderRecord[]> {
  return loadOrders(db, ownedBy(owner, orders.sessionId, orders.userId), 100);
}

const orderIdByKey = preparedOnce((db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sessionId, sql.placeholder('sessionId')), eq(orders.idempotencyKey, sql.placeholder('key'))))
    .limit(1)
    .prepare('order_by_key'),
);

export async function findOrderIdByKey(db: Executor, sessionId: number, key: string): Promise<number | null> {
  const [row] = await orderIdByKey(db).execute({ sessionId, key });
  return row?.id ?? null;
}
