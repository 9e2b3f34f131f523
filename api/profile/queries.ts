import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { loginCodes, users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type LoginCodeRow = typeof loginCodes.$inferSelect;

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

/** A new account, consent given now; null when the phone was registered meanwhile. */
export async function insertUser(db: Executor, values: { phone: string; name: string; email: string | null }): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, consentAt: sql`now()` })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return row ?? null;
}

/** Changes the account and answers its row as it is now (null if it is gone). */
export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<Omit<UserRow, 'id' | 'phone' | 'createdAt'>>,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function insertLoginCode(
  db: Executor,
  values: { phone: string; codeHash: string; salt: string; ttlSeconds: number },
): Promise<number> {
  const [row] = await db
    .insert(loginCodes)
    .values({
      phone: values.phone,
      codeHash: values.codeHash,
      salt: values.salt,
      expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
    })
    .returning({ id: loginCodes.id });
  return row!.id;
}

/**
 * The phone's newest code (only the newest one signs in: asking again replaces the last), locked
 * so that parallel guesses are counted one after another; `live` tells it is unexpired now.
 */
export async function lockNewestCode(tx: Executor, phone: string): Promise<(LoginCodeRow & { live: boolean }) | null> {
  const [row] = await tx
    .select({ code: loginCodes, live: sql<boolean>`${loginCodes.expiresAt} > now()` })
    .from(loginCodes)
    .where(eq(loginCodes.phone, phone))
    .orderBy(desc(loginCodes.createdAt), desc(loginCodes.id))
    .limit(1)
    .for('update');
  return row ? { ...row.code, live: row.live } : null;
}

export async function countWrongAttempt(tx: Executor, id: number): Promise<void> {
  await tx
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(eq(loginCodes.id, id));
}

export async function consumeCode(tx: Executor, id: number): Promise<void> {
  await tx
    .update(loginCodes)
    .set({ consumedAt: sql`now()` })
    .where(eq(loginCodes.id, id));
}
