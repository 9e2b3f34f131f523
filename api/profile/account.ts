import type { z } from 'zod';
import type { PersonalCoupon, Profile, profileUpdateBodySchema, subscriptionsBodySchema } from '../../shared/contract/profile';
import { personalCoupons } from '../coupon/service';
import type { Db } from '../db/database';
import { accountCallbacks } from '../form/service';
import { fieldRefusal } from '../http/errors';
import { requireSignedIn, signedInUserId, signInRequired, type SessionLookup } from '../session/service';
import { findUserById, updateUser, type UserRow } from './queries';
import { personalCouponView, profileView } from './view';

/** The signed-in account's row, or 401 «Войдите в личный кабинет». */
async function signedInUser(db: Db, session: SessionLookup): Promise<UserRow> {
  const { userId } = await requireSignedIn(session);
  const user = await findUserById(db, userId);
  // The session row outlived its account (deleted by staff): a guest, as the FK left it.
  if (!user) throw signInRequired();
  return user;
}

/** GET /profile/: the profile, or null for a guest (no session is made). */
export async function readProfile(db: Db, session: SessionLookup): Promise<Profile | null> {
  const userId = await signedInUserId(session);
  if (userId === null) return null;
  const user = await findUserById(db, userId);
  return user ? profileView(user) : null;
}

/**
 * POST /profile/update/: the whole editable profile, as the form holds it. Taking the e-mail away
 * ends the e-mail news too (they have nowhere to go), dated like any change of that choice.
 */
export async function updateProfile(db: Db, session: SessionLookup, body: z.output<typeof profileUpdateBodySchema>): Promise<Profile> {
  const user = await signedInUser(db, session);
  const newsEnd = body.email === null && user.emailNews ? { emailNews: false, emailNewsChangedAt: new Date() } : {};
  const updated = await updateUser(db, user.id, {
    name: body.name,
    email: body.email,
    birthday: body.birthday,
    children: body.children.map((c) => ({ name: c.name, birthday: c.birthday })),
    ...newsEnd,
  });
  return profileView(updated!);
}

/** The refusal of e-mail news to a profile without an e-mail: said on the subscriptions page too. */
export const NO_EMAIL_FOR_NEWS = 'Чтобы получать письма, укажите e-mail в разделе «Личные данные»';

/**
 * POST /profile/updateSubscriptions/: each channel's moment of change is the consent's date (a
 * law on advertising asks for it), so it moves only when the choice does. E-mail news need an
 * e-mail in the profile: switching them on without one is refused (409), changing nothing.
 */
export async function updateSubscriptions(
  db: Db,
  session: SessionLookup,
  body: z.output<typeof subscriptionsBodySchema>,
): Promise<Profile> {
  const user = await signedInUser(db, session);
  if (body.email && !user.emailNews && !user.email) throw fieldRefusal('no_email', 409, NO_EMAIL_FOR_NEWS, 'email');
  const now = new Date();
  const updated = await updateUser(db, user.id, {
    emailNews: body.email,
    emailNewsChangedAt: body.email === user.emailNews ? user.emailNewsChangedAt : now,
    smsNews: body.sms,
    smsNewsChangedAt: body.sms === user.smsNews ? user.smsNewsChangedAt : now,
  });
  return profileView(updated!);
}

/** GET /profile/promocodes/: the coupons issued to this account. */
export async function listPersonalCoupons(db: Db, session: SessionLookup): Promise<PersonalCoupon[]> {
  const user = await signedInUser(db, session);
  return (await personalCoupons(db, user.id)).map(personalCouponView);
}

/** GET /profile/feedback/: the call-back requests this account sent. */
export async function listFeedback(db: Db, session: SessionLookup) {
  const user = await signedInUser(db, session);
  return (await accountCallbacks(db, user.id)).map((r) => ({ ID: r.id, MESSAGE: r.message, CREATED_AT: r.createdAt.toISOString() }));
}
