import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { PHONE_UNCONFIRMED } from '../../shared/contract/phone-unconfirmed';
import { fieldRefusal } from '../http/errors';
import { users } from '../profile/schema';
import type { Session } from '../session/service';
import { confirmedPhones } from './schema';

/**
 * Which phones a session may order for on receipt (issue 21): those it confirmed with a code
 * (confirm.ts) and, signed in, the account's own, which the sign-in code proved.
 */

/** The session's phones (7XXXXXXXXXX): the account's first, then the confirmed ones, oldest first. */
export async function phonesOf(db: Executor, session: Session | null): Promise<string[]> {
  if (!session) return [];
  const own = session.userId === null ? [] : await db.select({ phone: users.phone }).from(users).where(eq(users.id, session.userId));
  const confirmed = await db
    .select({ phone: confirmedPhones.phone })
    .from(confirmedPhones)
    .where(eq(confirmedPhones.sessionId, session.id))
    .orderBy(confirmedPhones.confirmedAt);
  return [...new Set([...own, ...confirmed].map((row) => row.phone))];
}

/** Whether this session may order for `phone` on receipt: one query. */
export async function isPhoneConfirmed(db: Executor, session: Session | null, phone: string): Promise<boolean> {
  if (!session) return false;
  const confirmed = sql`EXISTS (SELECT 1 FROM ${confirmedPhones} WHERE ${and(eq(confirmedPhones.sessionId, session.id), eq(confirmedPhones.phone, phone))})`;
  const own =
    session.userId === null
      ? sql`false`
      : sql`EXISTS (SELECT 1 FROM ${users} WHERE ${and(eq(users.id, session.userId), eq(users.phone, phone))})`;
  const result = await db.execute<{ yes: boolean }>(sql`SELECT (${confirmed} OR ${own}) AS yes`);
  return result.rows[0]?.yes === true;
}

/** Records the session's proof of `phone` (again: its moment moves). */
export async function addConfirmedPhone(tx: Executor, sessionId: number, phone: string): Promise<void> {
  await tx
    .insert(confirmedPhones)
    .values({ sessionId, phone })
    .onConflictDoUpdate({ target: [confirmedPhones.sessionId, confirmedPhones.phone], set: { confirmedAt: sql`now()` } });
}

/** 403 beside the phone: an order on receipt (or in one click) for a phone this session has not confirmed. */
export const phoneUnconfirmed = () => fieldRefusal('phone_unconfirmed', 403, PHONE_UNCONFIRMED, 'phone');
