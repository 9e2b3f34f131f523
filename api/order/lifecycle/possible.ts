/**
 * The statuses an order may change to now: the table's (transitions.ts) whose guards hold on its
 * row, asked in one statement. The back office draws its buttons from it (decision 050); the change
 * itself still decides under the row lock.
 */
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/contract/order-constants';
import type { Executor } from '../../db/database';
import { orders } from '../schema';
import { guardsSql } from './guards';
import { canChange } from './transitions';

export async function possibleChanges(db: Executor, orderId: number, among: readonly OrderStatus[]): Promise<OrderStatus[]> {
  const [row] = await db
    .select({
      status: orders.status,
      holds: sql<boolean[]>`ARRAY[${sql.join(
        among.map((to) => guardsSql(to, orders.status)),
        sql`, `,
      )}]::boolean[]`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return [];
  return among.filter((to, i) => canChange(row.status, to) && row.holds[i] === true);
}
