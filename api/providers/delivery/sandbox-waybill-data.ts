/**
 * What the sandbox's waybills print, read from the shop's own tables: the sandbox carrier keeps no
 * shipments of its own (sandbox-shipment.ts), so its "office" looks at ours, as the payment
 * sandbox reads `payments`. A parcel's weight is its pieces' packed weights.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { products } from '../../catalog/schema';
import type { Executor } from '../../db/database';
import { pickupPoints } from '../../delivery/schema';
import { orderItems, orders } from '../../order/schema';
import { shipments } from '../../shipment/schema';
import type { WaybillEntry } from './sandbox-waybill';

export async function readWaybillEntries(db: Executor, externalIds: string[]): Promise<WaybillEntry[]> {
  if (externalIds.length === 0) return [];
  const weight = sql<number>`(SELECT coalesce(sum(${orderItems.quantity} * coalesce(${products.weightGrams}, 300)), 0)::int
    FROM ${orderItems} LEFT JOIN ${products} ON ${products.id} = ${orderItems.productId} WHERE ${orderItems.orderId} = ${orders.id})`;
  const rows = await db
    .select({
      externalId: shipments.externalId,
      trackingNumber: shipments.trackingNumber,
      orderCode: orders.code,
      name: orders.name,
      phone: orders.phone,
      method: orders.deliveryMethod,
      address: orders.address,
      city: orders.deliveryCity,
      pointCode: pickupPoints.code,
      pointCity: pickupPoints.city,
      pointAddress: pickupPoints.address,
      paymentMethod: orders.paymentMethod,
      totalKopecks: orders.totalKopecks,
      certificateKopecks: orders.certificateKopecks,
      weightGrams: weight,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
    .where(and(eq(shipments.provider, 'sandbox'), inArray(shipments.externalId, externalIds)));
  const byId = new Map(rows.map((r) => [r.externalId, r]));
  // In the order asked for: the back office prints them as it listed them.
  return externalIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const destination =
      r.method === 'pickup' && r.pointCode
        ? `Пункт выдачи ${r.pointCode}: ${r.pointCity}, ${r.pointAddress}`
        : `Курьером: ${[r.city, r.address].filter(Boolean).join(', ')}`;
    return [
      {
        externalId: id,
        trackingNumber: r.trackingNumber ?? id,
        orderCode: r.orderCode,
        recipientName: r.name,
        recipientPhone: r.phone,
        destination,
        weightGrams: r.weightGrams,
        // Paid on receipt: the carrier collects what the certificate did not pay.
        collectKopecks: r.paymentMethod === 'cash' ? r.totalKopecks - r.certificateKopecks : 0,
      },
    ];
  });
}
