import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { formRequests } from './schema';

export type NewFormRequest = Pick<
  typeof formRequests.$inferInsert,
  'kind' | 'sessionId' | 'userId' | 'name' | 'phone' | 'message' | 'orderId'
>;

/** Stores a request; the consent was given now (the schema refused the request otherwise). */
export async function insertFormRequest(db: Executor, values: NewFormRequest): Promise<number> {
  const [row] = await db
    .insert(formRequests)
    .values({ ...values, consentAt: sql`now()` })
    .returning({ id: formRequests.id });
  return row!.id;
}

export async function findRequestByOrder(db: Executor, orderId: number): Promise<number | null> {
  const [row] = await db.select({ id: formRequests.id }).from(formRequests).where(eq(formRequests.orderId, orderId)).limit(1);
  return row?.id ?? null;
}
