import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { changesState, type CallSpec } from '../../shared/contract/call';
import type { CallId } from '../../shared/contract/calls';
import { CSRF_HEADER, STAFF_ACCESS_REFUSALS } from '../../shared/contract/admin/roles';
import { SIGN_IN_REFUSALS } from '../../shared/contract/admin/staff';
import type { Executor } from '../db/database';
import { DomainError } from '../http/errors';
import { hasStaffCookie, readStaffSession, type StaffSession } from './session/service';

/**
 * Who may make each back-office call, checked on the server before its input is read: the `staff`
 * field of its contract entry (shared/contract/admin/roles.ts) is the one list of roles per call.
 * A state-changing call of a signed-in staff member also needs the session's CSRF token in
 * X-CSRF-Token (docs/decisions/045); the cross-site guard ran before this.
 */

const sessions = new WeakMap<Request, StaffSession | null>();

/** The staff session this request's access step read (null only for the calls anyone may make). */
export function staffSessionOf(req: Request): StaffSession | null {
  const session = sessions.get(req);
  if (session === undefined) throw new Error('staffAccess() did not run before this admin call');
  return session;
}

/** The signed-in staff session of a call whose access named roles (the step refused any other). */
export function signedInOf(req: Request): StaffSession {
  const session = staffSessionOf(req);
  if (!session || session.step !== 'signed-in') throw new Error('a role-checked admin call without a signed-in session');
  return session;
}

const refuse = (code: string, { status, message }: { status: number; message: string }) => new DomainError(code, status, message);

function sameToken(sent: string | undefined, expected: string | null): boolean {
  if (sent === undefined || expected === null) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The refusal the session gives this call, or null when it may go on. */
function refusal(id: CallId, spec: CallSpec, req: Request, session: StaffSession | null): DomainError | null {
  const access = spec.staff;
  if (access === 'anyone') return null;
  if (access === 'second-factor') {
    if (session?.step === 'second-factor') return null;
    // A cookie that names no half session any more: its minutes ran out (or it was a full one).
    return hasStaffCookie(req)
      ? refuse('half_session_expired', SIGN_IN_REFUSALS.expired)
      : refuse('signed_out', STAFF_ACCESS_REFUSALS.signedOut);
  }
  if (!access) throw new Error(`${id} is an admin call without its staff access`);
  if (session?.step !== 'signed-in') return refuse('signed_out', STAFF_ACCESS_REFUSALS.signedOut);
  if (!access.includes(session.staff.role)) return refuse('forbidden', STAFF_ACCESS_REFUSALS.forbidden);
  if (changesState(id, spec) && !sameToken(req.get(CSRF_HEADER), session.csrfToken)) return refuse('csrf', STAFF_ACCESS_REFUSALS.csrf);
  return null;
}

/** The access step of each admin call (callRouter puts it after the cross-site guard, before the body). */
export function staffAccess(db: Executor, idleHours: number): (id: CallId, spec: CallSpec) => RequestHandler {
  return (id, spec) => async (req, _res, next) => {
    const session = await readStaffSession(db, req, idleHours);
    sessions.set(req, session);
    const refused = refusal(id, spec, req, session);
    if (refused) throw refused;
    next();
  };
}
