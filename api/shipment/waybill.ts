/**
 * The carrier's waybills of orders handed over, one document to print, as the carrier gives it
 * (CDEK's PDF, the sandbox's HTML page): the back office passes it on.
 */
import type { DocumentAnswer } from '../../shared/contract/document';
import type { Executor } from '../db/database';
import { DomainError, notFound } from '../http/errors';
import type { Carriers } from './carriers';
import { shipmentMessages } from './messages';
import { shipmentsOfOrders } from './queries';
import { viaCarrier } from './via-carrier';

export async function waybillOf(db: Executor, carriers: Carriers, orderIds: readonly number[]): Promise<DocumentAnswer> {
  const rows = await shipmentsOfOrders(db, orderIds);
  const missing = orderIds.find((id) => !rows.some((r) => r.orderId === id));
  if (missing !== undefined)
    throw notFound(orderIds.length === 1 ? shipmentMessages.noShipment : `Заказ №${missing}: ${shipmentMessages.noShipment}`);
  const providers = new Set(rows.map((r) => r.provider));
  if (providers.size > 1) throw new DomainError('waybill_mixed', 409, 'Накладные разных перевозчиков печатаются отдельно');
  const carrier = carriers.byName[rows[0]!.provider];
  if (!carrier) throw new DomainError('carrier_unavailable', 409, shipmentMessages.noCarrier);
  // In the order asked, as the packing slips are.
  const ids = orderIds.map((id) => rows.find((r) => r.orderId === id)!.externalId);
  const waybill = await viaCarrier(undefined, () => carrier.waybill(ids));
  return { contentType: waybill.contentType, body: waybill.body };
}
