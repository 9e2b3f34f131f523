/**
 * Staff hand orders to the carrier (issue 25, decision 060): each order in one transaction with its
 * shipment, its status and its audit row (the shipment domain's handOver, under the order's lock);
 * a batch is one transaction per order, answering per order.
 */
import type { Logger } from 'pino';
import type { HandoverBatchResult } from '../../../shared/contract/admin/shipments';
import type { Db } from '../../db/database';
import { DomainError } from '../../http/errors';
import { handOver, type Carriers } from '../../shipment/service';
import { recordChange } from '../audit/service';
import { actorOf, type StaffMember } from './service';

/** Hands order `id` over; an order handed over already answers as it is (a second press changes nothing). */
export async function handOverOrder(db: Db, carriers: Carriers, member: StaffMember, id: number, logger?: Logger) {
  return db.transaction(async (tx) => {
    const outcome = await handOver(tx, carriers.active, id, actorOf(member), logger);
    const { shipment } = outcome;
    if (outcome.created)
      await recordChange(tx, {
        ...member,
        action: 'order.handover',
        object: 'order',
        objectId: id,
        before: { status: outcome.statusBefore },
        after: {
          status: shipment.trackingNumber ? 'shipped' : outcome.statusBefore,
          provider: shipment.provider,
          externalId: shipment.externalId,
          trackingNumber: shipment.trackingNumber,
        },
      });
    return outcome;
  });
}

/** Each order on its own: one refused (by the carrier, its status, no such order) leaves the others handed over. */
export async function handOverOrders(
  db: Db,
  carriers: Carriers,
  member: StaffMember,
  ids: readonly number[],
  logger?: Logger,
): Promise<HandoverBatchResult> {
  const result: HandoverBatchResult = { handedOver: [], refused: [] };
  for (const id of ids) {
    try {
      const { shipment } = await handOverOrder(db, carriers, member, id, logger);
      result.handedOver.push({ id, trackingNumber: shipment.trackingNumber });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.refused.push({ id, message: error.message });
    }
  }
  return result;
}
