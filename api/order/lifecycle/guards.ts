/**
 * The two changes the table allows only for some orders, as conditions on the order's row (checked
 * in the statement that changes it, so that no one can slip between a check and the change).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/contract/order-constants';
import { orders } from '../schema';

export interface Guard {
  from: OrderStatus;
  to: readonly OrderStatus[];
  /** What the order's row must satisfy. */
  holds: SQL;
  /** What a refused caller is told. */
  refusal: string;
}

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
