/**
 * An order's page as the back office's calls answer it (decision 050): the read side's page, the
 * statuses this role may set now (the lifecycle's table and guards on the order's row), a
 * surcharge due with the shopper's link to pay it (decision 051), and what may still be refunded
 * by the payment service's rule (decision 047), so that the app does not count it again.
 */
import { STAFF_STATUSES, WAREHOUSE_STATUSES, type OrderAdminPage, type StaffStatus } from '../../../shared/contract/admin/order-actions';
import type { OrderPage } from '../../../shared/contract/admin/orders';
import type { StaffRole } from '../../../shared/contract/admin/roles';
import type { DeliveryProviderName } from '../../../shared/contract/delivery-constants';
import { urls } from '../../../shared/routes';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { possibleChanges } from '../../order/service';
import { refundableKopecks } from '../../payment/service';
import { SURCHARGE_STATUSES } from '../../order/model/money';
import { shipmentOfOrder, type ShipmentRow } from '../../shipment/service';
import { readOrderForStaff } from './read-page';

export const ORDER_NOT_FOUND = 'Заказ не найден';

/** The statuses a role sets by hand. */
export const statusesOf = (role: StaffRole): readonly StaffStatus[] => (role === 'warehouse' ? WAREHOUSE_STATUSES : STAFF_STATUSES);

/** The open surcharge among the page's payments, while the order still takes it (as the shopper's page offers it). */
function surchargeDue({ order, payments }: OrderPage): OrderAdminPage['surchargeDue'] {
  if (!SURCHARGE_STATUSES.includes(order.status)) return null;
  const open = payments.find((p) => p.kind === 'surcharge' && p.status !== 'succeeded' && p.withdrawnAt === null);
  return open ? { kopecks: open.amountKopecks, link: urls.orderSbp(order.code) } : null;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function shipmentPart(row: ShipmentRow | null): OrderAdminPage['shipment'] {
  if (!row) return null;
  const { provider, trackingNumber, state, carrierStatus } = row;
  return {
    provider,
    trackingNumber,
    state,
    carrierStatus,
    carrierStatusAt: iso(row.carrierStatusAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The page of order `id` for a member of `role`, or 404 «Заказ не найден»; `carrier`: the one hand-overs go to. */
export async function orderPageFor(
  db: Executor,
  id: number,
  role: StaffRole,
  carrier: DeliveryProviderName | null,
): Promise<OrderAdminPage> {
  const page = await readOrderForStaff(db, id);
  if (!page) throw notFound(ORDER_NOT_FOUND);
  const [allowed, refundable, shipment] = await Promise.all([
    possibleChanges(db, id, statusesOf(role)),
    refundableKopecks(db, id),
    shipmentOfOrder(db, id),
  ]);
  return { ...page, allowed, surchargeDue: surchargeDue(page), refundableKopecks: refundable, shipment: shipmentPart(shipment), carrier };
}
