import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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

/** At sign-in: the requests this browser sent as a guest become the account's. */
export async function adoptGuestRequests(tx: Executor, sessionId: number, userId: number): Promise<void> {
  await tx
    .update(formRequests)
    .set({ userId })
    .where(and(eq(formRequests.sessionId, sessionId), isNull(formRequests.userId)));
}

/** The call-back requests an account sent, newest first (the most recent hundred). */
export async function accountCallbacks(db: Executor, userId: number): Promise<{ id: number; message: string; createdAt: Date }[]> {
  return db
    .select({ id: formRequests.id, message: formRequests.message, createdAt: formRequests.createdAt })
    .from(formRequests)
    .where(and(eq(formRequests.userId, userId), eq(formRequests.kind, 'callback')))
    .orderBy(desc(formRequests.createdAt), desc(formRequests.id))
    .limit(100);
}
