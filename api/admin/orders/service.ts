/**
 * What staff do to orders (decision 050), each in one transaction with its audit row: a status
 * change through the lifecycle (its reactions give back stock, coupon and certificate and write the
 * notices' outbox events), a batch of them (each order its own transaction), a refund through the
 * payment service, a line edit through the order's edit service with the refund of what the total
 * fell by. The routes stay thin; the rules of each are the domains'.
 */
import type { OrderBatchResult, OrderStatusBody, StaffStatus } from '../../../shared/contract/admin/order-actions';
import type { OrderEditOperation } from '../../../shared/contract/admin/order-edit';
import type { StaffRole } from '../../../shared/contract/admin/roles';
import type { Db, Executor } from '../../db/database';
import { DomainError, notFound } from '../../http/errors';
import { changeStatus, editOrderLines, lockOrderRow, staff as staffActor } from '../../order/service';
import { requestRefund } from '../../payment/service';
import { recordChange } from '../audit/service';
import { ORDER_NOT_FOUND, statusesOf } from './page';

export interface StaffMember {
  staff: { id: number; role: StaffRole };
  address: string | null;
}

export const FORBIDDEN_STATUS = 'Этот статус может поставить только владелец или менеджер';
/** Why an edit's refund is asked (the refund's row and its receipt say it). */
export const EDIT_REFUND_REASON = 'Изменён состав заказа';

const actorOf = (member: StaffMember) => staffActor(String(member.staff.id));

function checkRole(member: StaffMember, to: StaffStatus): void {
  if (!statusesOf(member.staff.role).includes(to)) throw new DomainError('forbidden_status', 403, FORBIDDEN_STATUS);
}

/** The order's row, locked first as the lifecycle and the edit lock it: what the audit row calls "before". */
async function lockOrder(tx: Executor, id: number) {
  const row = await lockOrderRow(tx, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** Changes one order's status as `member`, with its audit row, in one transaction. */
export async function changeOrderStatus(db: Db, member: StaffMember, id: number, body: OrderStatusBody): Promise<void> {
  checkRole(member, body.to);
  await db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const after = await changeStatus(tx, id, body.to, {
      actor: actorOf(member),
      note: body.note || null,
      trackingNumber: body.trackingNumber,
      cancelReason: null,
    });
    await recordChange(tx, {
      ...member,
      action: `order.status`,
      object: 'order',
      objectId: id,
      before: { status: before.status, trackingNumber: before.trackingNumber },
      after: { status: after.status, trackingNumber: after.trackingNumber, ...(body.note ? { note: body.note } : {}) },
    });
  });
}

/** Each order on its own: one refused (its status, a guard, no such order) leaves the others changed. */
export async function changeOrdersStatus(db: Db, member: StaffMember, ids: readonly number[], to: StaffStatus): Promise<OrderBatchResult> {
  checkRole(member, to);
  const result: OrderBatchResult = { changed: [], refused: [] };
  for (const id of ids) {
    try {
      await changeOrderStatus(db, member, id, { to });
      result.changed.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.refused.push({ id, message: error.message });
    }
  }
  return result;
}

/** A refund of `amountKopecks` asked of the payment service, with its audit row. */
export async function refundOrder(db: Db, member: StaffMember, id: number, refund: { amountKopecks: number; reason: string }) {
  return db.transaction(async (tx) => {
    const asked = await requestRefund(tx, { orderId: id, ...refund, actor: actorOf(member) });
    await recordChange(tx, {
      ...member,
      action: 'order.refund',
      object: 'order',
      objectId: id,
      before: null,
      after: { refundId: asked.refundId, amountKopecks: asked.amountKopecks, reason: refund.reason },
    });
    return asked;
  });
}

export interface LinesEdited {
  refundKopecks: number;
  surchargeKopecks: number;
  couponDropped: string | null;
}

/**
 * The lines changed by the order's edit service; a paid order whose total fell gets the difference
 * back by requestRefund in the same transaction (a refusal of it undoes the edit too).
 */
export async function editLines(db: Db, member: StaffMember, id: number, operations: readonly OrderEditOperation[]): Promise<LinesEdited> {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const edit = await editOrderLines(tx, id, operations, actorOf(member));
    const refund =
      edit.refundKopecks > 0
        ? await requestRefund(tx, { orderId: id, amountKopecks: edit.refundKopecks, reason: EDIT_REFUND_REASON, actor: actorOf(member) })
        : null;
    await recordChange(tx, {
      ...member,
      action: 'order.edit',
      object: 'order',
      objectId: id,
      before: { totalKopecks: before.totalKopecks, couponCode: before.couponCode },
      after: {
        totalKopecks: edit.totals.totalKopecks,
        couponCode: edit.totals.couponCode,
        operations,
        eventId: edit.eventId,
        refundId: refund?.refundId ?? null,
        refundKopecks: edit.refundKopecks,
        surchargeKopecks: edit.surchargeKopecks,
      },
    });
    return {
      refundKopecks: edit.refundKopecks,
      surchargeKopecks: edit.surchargeKopecks,
      couponDropped: edit.couponDropped?.reason ?? null,
    };
  });
}
