import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Request, Response } from 'express';
import { STAFF_SESSION_COOKIE } from '../../../shared/contract/admin/roles';
import type { Executor } from '../../db/database';
import { hashSessionToken, isSessionToken, newSessionToken, USER_AGENT_MAX } from '../../session/service';
import type { StaffRow } from '../staff/schema';
import { endStaffSession, findStaffSession, touchStaffSession, type SessionStep } from './queries';
import { staffSessions } from './schema';

export { endOtherStaffSessions, endStaffSessions, HALF_SESSION_MINUTES, signedInFrom } from './queries';
export { cleanUpStaffSessions, type StaffCleanupFigures } from './cleanup';

/**
 * The `staff_session` cookie and the session it names (docs/decisions/045). The cookie holds a
 * random token (the table keeps its SHA-256, as the shoppers' sessions do), HttpOnly, SameSite=Strict,
 * Secure behind TLS, sent only to /api/admin; it has no Max-Age: the server ends the session.
 */

export interface StaffSession {
  id: number;
  step: SessionStep;
  pendingSecret: string | null;
  csrfToken: string | null;
  staff: StaffRow;
}

const COOKIE_PATH = '/api/admin';

function setCookie(req: Request, res: Response, token: string): void {
  // req.secure follows X-Forwarded-Proto from the storefront's proxy ('trust proxy' in api/app.ts).
  res.cookie(STAFF_SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: req.secure });
}

function clearCookie(req: Request, res: Response): void {
  res.clearCookie(STAFF_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: req.secure });
}

/** Whether the request carries a staff cookie at all (a half session that ran out says so). */
export const hasStaffCookie = (req: Request) => req.cookies?.[STAFF_SESSION_COOKIE] !== undefined;

/** The live staff session the request's cookie names, or null; its use is written at most every few minutes. */
export async function readStaffSession(db: Executor, req: Request, idleHours: number): Promise<StaffSession | null> {
  const token: unknown = req.cookies?.[STAFF_SESSION_COOKIE];
  if (!isSessionToken(token)) return null;
  const row = await findStaffSession(db, hashSessionToken(token), idleHours);
  if (!row) return null;
  if (row.stale) await touchStaffSession(db, row.id);
  return { id: row.id, step: row.step, pendingSecret: row.pendingSecret, csrfToken: row.csrfToken, staff: row.staff };
}

const userAgentOf = (req: Request) => req.get('user-agent')?.slice(0, USER_AGENT_MAX) || null;

/** The password passed: a half session, with the enrolment's new secret when the account has none yet. */
export async function startHalfSession(
  tx: Executor,
  { req, res }: { req: Request; res: Response },
  staffId: number,
  address: string,
  pendingSecret: string | null,
): Promise<void> {
  const token = newSessionToken();
  await tx.insert(staffSessions).values({
    tokenHash: hashSessionToken(token),
    staffId,
    step: 'second-factor',
    pendingSecret,
    address,
    userAgent: userAgentOf(req),
  });
  setCookie(req, res, token);
}

/**
 * The one-time password replaced by the staff member's own: the half session goes on under a new
 * token (the one seen with the one-time password opens nothing now), its minutes counted afresh.
 */
export async function renewHalfSession(tx: Executor, call: { req: Request; res: Response }, session: StaffSession, address: string) {
  await endStaffSession(tx, session.id);
  await startHalfSession(tx, call, session.staff.id, address, session.pendingSecret);
}

/**
 * The code passed: the session is signed in under a NEW token and its CSRF token (a token seen
 * before the second factor never reaches the signed-in session). Answers the CSRF token.
 */
export async function completeSession(tx: Executor, { req, res }: { req: Request; res: Response }, sessionId: number): Promise<string> {
  const token = newSessionToken();
  const csrfToken = randomBytes(32).toString('base64url');
  await tx
    .update(staffSessions)
    .set({ tokenHash: hashSessionToken(token), step: 'signed-in', pendingSecret: null, csrfToken, lastSeenAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
  setCookie(req, res, token);
  return csrfToken;
}

/** Sign-out: the session (if any) ends and the browser forgets the cookie. */
export async function endSession(db: Executor, { req, res }: { req: Request; res: Response }, session: StaffSession | null): Promise<void> {
  if (session) await endStaffSession(db, session.id);
  clearCookie(req, res);
}
