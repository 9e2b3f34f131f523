/**
 * What the carrier is told about an order (issue 25): its lines, the parcel's weight from the
 * catalogue's weights, what the goods are worth, what to collect on receipt, who gets it and where,
 * and the tariff checkout priced it by. Read under the order's lock, so it is the order as it leaves.
 */
import { asc, eq } from 'drizzle-orm';
import { products } from '../catalog/schema';
import type { Executor } from '../db/database';
import { pickupPoints } from '../delivery/schema';
import { nearestTariff, parcelGrams, weightBand } from '../delivery/service';
import { DomainError } from '../http/errors';
import { toPayKopecks } from '../order/model/money';
import { orderItems, type orders } from '../order/schema';
import type { DeliveryProvider, Destination, ShipmentInput, ShipmentLine } from '../providers/delivery/types';
import { shipmentMessages } from './messages';

type OrderRow = typeof orders.$inferSelect;

/** A product since deleted weighs what the catalogue assumes of one with no weight given (products.weight_grams' default). */
const UNKNOWN_WEIGHT_GRAMS = 300;

const refuse = (message: string) => new DomainError('shipment_refused', 409, message);

async function linesOf(tx: Executor, orderId: number): Promise<ShipmentLine[]> {
  const rows = await tx
    .select({ item: orderItems, weightGrams: products.weightGrams })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return (
    rows
      // A gift certificate is a code sent by letter: nothing of it goes in the parcel.
      .filter((r) => !r.item.giftCertificate && r.item.quantity > 0)
      .map(({ item, weightGrams }) => ({
        sku: `${item.productCode}-${item.size}`,
        name: `${item.name}, ${item.colour}, ${item.size}`,
        quantity: item.quantity,
        // The piece as the buyer pays it, its share of the line's discount taken off.
        priceKopecks: Math.round((item.priceKopecks * item.quantity - item.discountKopecks) / item.quantity),
        weightGrams: weightGrams ?? UNKNOWN_WEIGHT_GRAMS,
      }))
  );
}

async function destinationOf(tx: Executor, order: OrderRow): Promise<Destination> {
  if (order.deliveryMethod === 'pickup' && order.pickupPointId !== null) {
    const [point] = await tx.select().from(pickupPoints).where(eq(pickupPoints.id, order.pickupPointId));
    if (!point || point.cityCode === null) throw refuse(shipmentMessages.pointUnknownToCarrier);
    return { method: 'pickup', pointCode: point.code, cityCode: point.cityCode };
  }
  if (order.deliveryMethod === 'courier' && order.address) {
    if (order.deliveryCityCode === null) throw refuse(shipmentMessages.cityUnknownToCarrier);
    return { method: 'courier', cityCode: order.deliveryCityCode, address: order.address };
  }
  throw refuse(shipmentMessages.noDelivery);
}

/** The tariff checkout priced the order by (the day's cache of its method and city), else the carrier's cheapest now. */
async function tariffCodeOf(tx: Executor, carrier: DeliveryProvider, destination: Destination, weightGrams: number): Promise<number> {
  const band = weightBand(weightGrams);
  // Only this carrier's: another's tariff (the shop switched since) is no tariff of this one's.
  const cached = band === null ? null : await nearestTariff(tx, carrier.name, destination.method, String(destination.cityCode), band);
  if (cached) return cached.tariffCode;
  const tariff = await carrier.tariff({ method: destination.method, cityCode: destination.cityCode, parcel: { weightGrams } });
  if (!tariff) throw refuse(shipmentMessages.noTariff);
  return tariff.tariffCode;
}

/** The shipment of `order` as the carrier is asked to make it. */
export async function shipmentInputOf(tx: Executor, carrier: DeliveryProvider, order: OrderRow): Promise<ShipmentInput> {
  const destination = await destinationOf(tx, order);
  const lines = await linesOf(tx, order.id);
  if (lines.length === 0) throw refuse(shipmentMessages.nothingToShip);
  // Weighed as checkout weighed it for its price: the goods and their packaging.
  const weightGrams = parcelGrams(lines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0));
  return {
    orderCode: order.code,
    tariffCode: await tariffCodeOf(tx, carrier, destination, weightGrams),
    destination,
    recipient: { name: order.name, phone: order.phone, email: order.email },
    lines,
    parcel: { weightGrams },
    declaredValueKopecks: lines.reduce((sum, l) => sum + l.priceKopecks * l.quantity, 0),
    // Paid on receipt and not paid yet: the carrier takes what is left, a certificate's part off.
    collectKopecks: order.paymentMethod === 'cash' && order.paidAt === null ? toPayKopecks(order) : 0,
  };
}
