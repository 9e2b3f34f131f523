import type { z } from 'zod';
import type { ConfirmedPhones } from '../../shared/contract/order';
import type { loginBodySchema } from '../../shared/contract/profile';
import type { Db } from '../db/database';
import type { CallContext } from '../http/calls';
import { withValidCode, type CodeCheckDeps } from '../profile/service';
import { getSession, sessionLookup } from '../session/service';
import { addConfirmedPhone, phonesOf } from './confirmed';

/**
 * POST /order/confirmPhone/: the sign-in code (asked by POST /profile/sendCode/) proves the phone
 * to this browser's session, which is made now if the browser had none; the code is used up as a
 * sign-in would use it, and a wrong one counts towards burning it and against the address's wrong
 * codes (WRONG_LOGIN_CODES_PER_IP_HOUR). Answers the session's phones.
 */
export function confirmPhone(deps: CodeCheckDeps, call: CallContext, body: z.output<typeof loginBodySchema>): Promise<ConfirmedPhones> {
  return withValidCode(deps, call, body.phone, body.code, async (tx) => {
    const session = (await getSession(tx, call.req, call.res, { create: true }))!;
    await addConfirmedPhone(tx, session.id, body.phone);
    return { PHONES: await phonesOf(tx, session) };
  });
}

/** GET /order/phones/: nothing is written and no session made for a browser without one. */
export async function confirmedPhones(db: Db, call: CallContext): Promise<ConfirmedPhones> {
  return { PHONES: await phonesOf(db, await sessionLookup(db, call)({ create: false })) };
}
