/**
 * A change the lifecycle refuses: 409 with what the caller is told in Russian, and the status the
 * order was found in, for callers that answer with a result rather than an error (ship.ts, cancel.ts).
 */
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/contract/order-constants';
import type { Executor } from '../../db/database';
import { DomainError } from '../../http/errors';
import { ORDER_NOT_FOUND } from '../model/messages';
import { orders } from '../schema';
import { guardsOf } from './guards';
import { statusName } from './statuses';
import { canChange } from './transitions';

export class StatusRefusal extends DomainError {
  constructor(
    message: string,
    /** The status the order is in; null: there is no such order. */
    readonly found: OrderStatus | null,
    readonly to: OrderStatus,
  ) {
    super(found === null ? 'order_not_found' : 'order_status_refused', found === null ? 404 : 409, message);
  }
}

export const isStatusRefusal = (error: unknown): error is StatusRefusal => error instanceof StatusRefusal;

/** Why the order could not change to `to`, read after the change found nothing to change. */
export async function refusalOf(db: Executor, orderId: number, to: OrderStatus): Promise<StatusRefusal> {
  const [order] = await db
    .select({ status: orders.status, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return new StatusRefusal(ORDER_NOT_FOUND, null, to);
  const name = (status: OrderStatus) => `«${statusName(status, order.paymentMethod)}»`;
  if (order.status === to) return new StatusRefusal(`Заказ уже в статусе ${name(to)}`, order.status, to);
  if (!canChange(order.status, to)) {
    return new StatusRefusal(`Заказ в статусе ${name(order.status)} нельзя перевести в статус ${name(to)}`, order.status, to);
  }
  // The table allows it: one of its guards did not hold.
  const [guard] = guardsOf(order.status, to);
  return new StatusRefusal(guard?.refusal ?? `Статус заказа сейчас нельзя сменить на ${name(to)}`, order.status, to);
}
