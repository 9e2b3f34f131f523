/**
 * The changes the table allows only for some orders, as conditions on the order's row (checked
 * in the statement that changes it, so that no one can slip between a check and the change).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/contract/order-constants';
import { isOpenSurcharge, payments } from '../../payment/schema';
import { SURCHARGE_STATUSES } from '../model/money';
import { orders } from '../schema';

export interface Guard {
  from: OrderStatus;
  to: readonly OrderStatus[];
  /** What the order's row must satisfy. */
  holds: SQL;
  /** What a refused caller is told. */
  refusal: string;
}

/**
 * An order whose edit raised its paid sum waits for the surcharge (decision 051): sent before, its
 * goods would leave partly unpaid and the receipt at handover would count money never taken.
 */
export const SURCHARGE_REFUSAL =
  'Покупатель ещё не доплатил за изменённый состав: отправить заказ можно после доплаты. Если он передумал, верните прежний состав — доплата снимется';
export const noSurchargeDue = (orderId: SQLWrapper) =>
  sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orderId} AND ${isOpenSurcharge(payments)})`;

export const GUARDS: readonly Guard[] = [
  {
    // An order waiting for its SBP money is neither assembled nor sent: paid on receipt, or paid
    // whole by a certificate, it is.
    from: 'new',
    to: ['assembling', 'shipped'],
    holds: sql`(${orders.paymentMethod} = 'cash' OR ${orders.totalKopecks} = ${orders.certificateKopecks})`,
    refusal: 'Заказ ждёт оплаты по СБП: собрать и отправить его можно, когда он будет оплачен',
  },
  {
    // Money taken is given back by a refund, not dropped by a cancel.
    from: 'assembling',
    to: ['cancelled'],
    holds: sql`${orders.paidAt} IS NULL`,
    refusal: 'Заказ оплачен: отменить его можно только вернув деньги',
  },
  {
    // A parcel brought back (issue 25): paid before, its money goes back by a refund; paid on
    // receipt, nothing was taken, and a cancel puts its units back on the shelf.
    from: 'returned',
    to: ['cancelled'],
    holds: sql`${orders.paidAt} IS NULL`,
    refusal: 'Заказ оплачен: вернувшийся заказ закрывается возвратом денег, а не отменой',
  },
  ...SURCHARGE_STATUSES.map((from) => ({ from, to: ['shipped'] as const, holds: noSurchargeDue(orders.id), refusal: SURCHARGE_REFUSAL })),
];

/** The guards on changing from `from` to `to`. */
export const guardsOf = (from: OrderStatus, to: OrderStatus) => GUARDS.filter((g) => g.from === from && g.to.includes(to));

/** As SQL for a change to `to` from whatever `was` (the status found under the lock) is. */
export function guardsSql(to: OrderStatus, was: SQLWrapper): SQL {
  const applying = GUARDS.filter((g) => g.to.includes(to));
  if (applying.length === 0) return sql`true`;
  return sql.join(
    applying.map((g) => sql`(${was} <> ${g.from} OR ${g.holds})`),
    sql` AND `,
  );
}
