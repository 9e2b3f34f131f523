import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { hashSessionToken } from '../../../api/session/token';
import { SESSION_COOKIE } from '../../../shared/contract/catalog';
import type { Shopper } from '../order/order-fixture';

/** The `sid` this browser holds now (its cookie jar's). */
export function sidOf(browser: Shopper): string {
  // What the agent sends to the app's loopback address (supertest listens on 127.0.0.1).
  const cookie = browser.jar.getCookie(SESSION_COOKIE, { domain: '127.0.0.1', path: '/', secure: false, script: false });
  expect(cookie, 'the browser holds a session cookie').toBeTruthy();
  return cookie!.value;
}

/** The row the browser's cookie names (whatever its state). */
export async function sessionRowOf(db: Db, browser: Shopper) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(sidOf(browser))));
  return row;
}

/**
 * Moves the browser's session into the past: last used `idleDays` ago, its token issued `issuedDays`
 * ago (by default as long ago as it was last used).
 */
export async function ageSession(db: Db, browser: Shopper, idleDays: number, issuedDays = idleDays) {
  const updated = await db
    .update(sessions)
    .set({
      lastSeenAt: sql`now() - make_interval(days => ${idleDays}::int)`,
      issuedAt: sql`now() - make_interval(days => ${issuedDays}::int)`,
    })
    .where(eq(sessions.tokenHash, hashSessionToken(sidOf(browser))))
    .returning({ id: sessions.id });
  expect(updated).toHaveLength(1);
  return updated[0]!.id;
}

/** The Max-Age of the `sid` an answer set, in seconds, or undefined when it set none. */
export function sidMaxAge(setCookie: string | string[] | undefined): number | undefined {
  const sid = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const match = sid && /;\s*Max-Age=(\d+)/i.exec(sid);
  return match ? Number(match[1]) : undefined;
}

export const DAY_SECONDS = 24 * 60 * 60;

/** Forgets the sign-in limits (one code a minute per phone), so a test may sign the same phone in again at once. */
export async function forgetLimits(db: Db) {
  await db.execute(sql`DELETE FROM rate_limits`);
}
