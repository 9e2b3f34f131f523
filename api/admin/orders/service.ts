/**
 * What staff do to orders (decision 050), each in one transaction with its audit row: a status
 * change through the lifecycle (its reactions give back stock, coupon and certificate and write the
 * notices' outbox events), a batch of them (each order its own transaction), a refund through the
 * payment service, a line edit through the order's edit service with the refund of what the total
 * fell by or the surcharge of what it rose by (decision 051). The routes stay thin; the rules of
 * each are the domains'.
 */
import type { OrderBatchResult, OrderStatusBody, StaffStatus } from '../../../shared/contract/admin/order-actions';
import type { OrderEditOperation } from '../../../shared/contract/admin/order-edit';
import type { StaffRole } from '../../../shared/contract/admin/roles';
import { urls } from '../../../shared/routes';
import type { ApiConfig } from '../../config';
import type { Db, Executor } from '../../db/database';
import { DomainError, notFound } from '../../http/errors';
import { changeStatus, editOrderLines, lockOrderRow, staff as staffActor } from '../../order/service';
import { requestRefund, requestSurcharge } from '../../payment/service';
import { recordChange } from '../audit/service';
import { ORDER_NOT_FOUND, statusesOf } from './page';

export interface StaffMember {
  staff: { id: number; role: StaffRole };
  address: string | null;
}

export const FORBIDDEN_STATUS = 'Этот статус может поставить только владелец или менеджер';
/** Why an edit's refund is asked (the refund's row and its receipt say it). */
export const EDIT_REFUND_REASON = 'Изменён состав заказа';

export const actorOf = (member: StaffMember) => staffActor(String(member.staff.id));

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
      after: {
        refundId: asked.refundId,
        amountKopecks: asked.amountKopecks,
        reason: refund.reason,
        // Taken from more than one payment (a surcharge's and the order's own): each one's refund.
        ...(asked.refundIds.length > 1 ? { refundIds: asked.refundIds } : {}),
      },
    });
    return asked;
  });
}

export interface LinesEdited {
  refundKopecks: number;
  surchargeKopecks: number;
  /** The shopper's page that pays the surcharge (/personal/order/{code}/sbp/), for staff to send; null: none due. */
  surchargeLink: string | null;
  couponDropped: string | null;
}

/** What an edit needs of the configuration: the provider a surcharge is paid through, the site's origin for the SMS. */
export type EditSettings = Pick<ApiConfig, 'PAYMENT_PROVIDER' | 'PUBLIC_URL'>;

/**
 * The lines changed by the order's edit service; a paid order whose total fell gets the difference
 * back by requestRefund, one whose total rose a surcharge for it by requestSurcharge (replacing one
 * still unpaid), in the same transaction (a refusal of either undoes the edit too).
 */
export async function editLines(
  db: Db,
  settings: EditSettings,
  member: StaffMember,
  id: number,
  operations: readonly OrderEditOperation[],
): Promise<LinesEdited> {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    const actor = actorOf(member);
    const edit = await editOrderLines(tx, id, operations, actor, { publicUrl: settings.PUBLIC_URL });
    const surcharge = await requestSurcharge(tx, {
      orderId: id,
      kopecks: edit.surchargeKopecks,
      replacingKopecks: edit.surchargeBeforeKopecks,
      provider: settings.PAYMENT_PROVIDER,
    });
    const refund =
      edit.refundKopecks > 0
        ? await requestRefund(tx, { orderId: id, amountKopecks: edit.refundKopecks, reason: EDIT_REFUND_REASON, actor })
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
        surchargePaymentId: surcharge?.id ?? null,
      },
    });
    return {
      refundKopecks: edit.refundKopecks,
      surchargeKopecks: edit.surchargeKopecks,
      surchargeLink: surcharge ? urls.orderSbp(before.code) : null,
      couponDropped: edit.couponDropped?.reason ?? null,
    };
  });
}
