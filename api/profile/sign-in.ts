import type { z } from 'zod';
import type { loginBodySchema, registerBodySchema, SendCodeData } from '../../shared/contract/profile';
import { smsDemoOn, type ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { CallContext } from '../http/calls';
import { clientAddress, CODE_RESEND_SECONDS, type Limits } from '../limits/service';
import { enqueueMessage } from '../outbox/service';
import { getSession, rotateSession } from '../session/service';
import { CODE_TTL_SECONDS, hashLoginCode, newLoginCode, newSalt } from './codes';
import { signIn } from './merge';
import { findUserByPhone, insertLoginCode, insertUser, type UserRow } from './queries';
import { withValidCode, type CodeCheckDeps } from './verify';
import { issueWelcomeCoupon } from './welcome';

export interface SignInDeps {
  db: Db;
  config: ApiConfig;
  limits: Limits;
}

/** The text of the sign-in SMS. */
export const loginCodeText = (code: string) => `Код для входа в «Хлопушки»: ${code}. Никому его не сообщайте.`;

/**
 * POST /profile/sendCode/: after the limits (api/limits/codes.ts: per address, per phone and
 * address, and past the phone's free codes of the day a proof of work in `proof`), a new code,
 * stored as a hash, and its SMS written to the outbox in one transaction (a worker sends it). What
 * the limits took is given back if the code does not go out. In the SMS sandbox's demo the answer
 * carries the code.
 */
export async function sendCode(
  { db, config, limits }: SignInDeps,
  call: CallContext,
  phone: string,
  proof: string | undefined,
): Promise<SendCodeData> {
  const taken = await limits.codes.ask({ phone, address: clientAddress(call), proof });
  const code = newLoginCode();
  const salt = newSalt();
  try {
    await db.transaction(async (tx) => {
      const id = await insertLoginCode(tx, { phone, codeHash: hashLoginCode(code, salt), salt, ttlSeconds: CODE_TTL_SECONDS });
      await enqueueMessage(tx, { kind: 'sms', dedupeKey: `login-code:${id}`, payload: { phone, text: loginCodeText(code) } });
    });
  } catch (error) {
    await taken.giveBack();
    throw error;
  }
  return {
    RESEND_AFTER: CODE_RESEND_SECONDS,
    EXPIRES_IN: CODE_TTL_SECONDS,
    ...(smsDemoOn(config) ? { DEMO_CODE: code } : {}),
  };
}

/**
 * POST /profile/login/: an existing account. A right code for a phone without one answers null —
 * not an error: the page goes on to registration — and the code is kept for it (decision 011).
 */
export async function login(deps: CodeCheckDeps, call: CallContext, body: z.output<typeof loginBodySchema>): Promise<UserRow | null> {
  const current = await getSession(deps.db, call.req, call.res, { create: false });
  return withValidCode(deps, call, body.phone, body.code, async (tx) => {
    const user = await findUserByPhone(tx, body.phone);
    if (!user) return null;
    await signIn(tx, call, current, user.id);
    return user;
  });
}

/**
 * POST /profile/register/: a new account with the 152-FZ consent and its welcome coupon. A phone
 * that is already registered simply signs in (the code proves the phone; its profile is kept as
 * it was, decision 011), so that a parent who forgot they had an account is not turned away.
 */
export async function register(deps: CodeCheckDeps, call: CallContext, body: z.output<typeof registerBodySchema>): Promise<UserRow> {
  const current = await getSession(deps.db, call.req, call.res, { create: false });
  return withValidCode(deps, call, body.phone, body.code, async (tx) => {
    let user = await findUserByPhone(tx, body.phone);
    if (!user) {
      user = await insertUser(tx, { phone: body.phone, name: body.name, email: body.email });
      // Registered by a parallel request with the same code: the code check above serialises them, so this is the other's row.
      if (!user) user = (await findUserByPhone(tx, body.phone))!;
      else await issueWelcomeCoupon(tx, user.id);
    }
    await signIn(tx, call, current, user.id);
    return user;
  });
}

/** POST /profile/logout/: the browser becomes a fresh guest under a new token; a guest stays as it is. */
export async function logout(db: Db, call: CallContext): Promise<null> {
  const current = await getSession(db, call.req, call.res, { create: false });
  if (!current || current.userId === null) return null;
  await db.transaction((tx) => rotateSession(tx, call, current, null));
  return null;
}
