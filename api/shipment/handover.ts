/**
 * The hand-over of an order to the carrier (issue 25, decision 060), inside the caller's transaction
 * (the back office adds its audit row to it). The order's row is locked first, so two presses, or
 * two staff at once, make one shipment: the second finds the first's row. The carrier is asked with
 * the order's code as its number, so a hand-over whose transaction died after the carrier
 * registered the parcel finds that parcel again rather than making a second.
 */
import type { Logger } from 'pino';
import { statusName } from '../../shared/contract/order-constants';
import type { Executor } from '../db/database';
import { DomainError, notFound } from '../http/errors';
import { changeStatus, lockOrderRow, possibleChanges, type Actor } from '../order/service';
import type { DeliveryProvider } from '../providers/delivery/types';
import { shipmentMessages } from './messages';
import { shipmentInputOf } from './parcel';
import { insertShipment, shipmentOfOrder, type ShipmentRow } from './queries';
import { viaCarrier } from './via-carrier';

export interface Handover {
  shipment: ShipmentRow;
  /** False: the order had been handed over already (a second press), nothing was asked. */
  created: boolean;
  /** The order's status before, for the audit row. */
  statusBefore: string;
}

export async function handOver(tx: Executor, carrier: DeliveryProvider, orderId: number, actor: Actor, logger?: Logger): Promise<Handover> {
  const order = await lockOrderRow(tx, orderId);
  if (!order) throw notFound('Заказ не найден');
  const existing = await shipmentOfOrder(tx, orderId);
  if (existing) return { shipment: existing, created: false, statusBefore: order.status };
  // Asked before the carrier is: a refused status must not leave a parcel registered at the carrier.
  const [shippable] = await possibleChanges(tx, orderId, ['shipped']);
  if (!shippable)
    throw new DomainError('shipment_refused', 409, shipmentMessages.notShippable(statusName(order.status, order.paymentMethod)));
  const input = await shipmentInputOf(tx, carrier, order);
  const word = await viaCarrier(logger, () => carrier.createShipment(input));
  const shipment = await insertShipment(tx, orderId, carrier.name, word);
  // Without a number yet the order stays as it is; the poll job ships it when the number comes.
  if (word.trackingNumber) await changeStatus(tx, orderId, 'shipped', { actor, trackingNumber: word.trackingNumber });
  return { shipment, created: true, statusBefore: order.status };
}
