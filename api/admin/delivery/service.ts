/**
 * The staff's delivery changes (issue 24): the delivery domain's writes and the audit row in one
 * transaction each. Checkout reads the tables live (api/delivery/queries.ts), so no cache to drop.
 */
import type {
  AdminDeliveryMethod,
  AdminPickupPoint,
  DeliveryMethodBody,
  PickupPointBody,
  PickupPointEdit,
} from '../../../shared/contract/admin/delivery';
import type { Db } from '../../db/database';
import { addPickupPoint, editPickupPoint, setDeliveryPrice } from '../../delivery/service';
import { notFound } from '../../http/errors';
import { changedFields, recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';

export async function setPrice(db: Db, member: StaffMember, code: AdminDeliveryMethod['code'], body: DeliveryMethodBody): Promise<void> {
  await db.transaction(async (tx) => {
    const change = await setDeliveryPrice(tx, code, body);
    if (!change) throw notFound('Способ доставки не найден');
    const changed = changedFields(change.before, change.after);
    if (changed) await recordChange(tx, { ...member, action: 'delivery.method', object: 'delivery-method', objectId: code, ...changed });
  });
}

export async function addPoint(db: Db, member: StaffMember, body: PickupPointBody): Promise<AdminPickupPoint> {
  return db.transaction(async (tx) => {
    const point = await addPickupPoint(tx, body);
    await recordChange(tx, {
      ...member,
      action: 'delivery.point-add',
      object: 'pickup-point',
      objectId: point.id,
      before: null,
      after: point,
    });
    return point;
  });
}

export async function editPoint(db: Db, member: StaffMember, id: number, edit: PickupPointEdit): Promise<AdminPickupPoint> {
  return db.transaction(async (tx) => {
    const change = await editPickupPoint(tx, id, edit);
    const changed = changedFields(change.before, change.after);
    if (changed) await recordChange(tx, { ...member, action: 'delivery.point-edit', object: 'pickup-point', objectId: id, ...changed });
    return change.after;
  });
}
