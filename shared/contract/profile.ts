import { z } from 'zod';
import { typedText } from './input';
import { PROOF_FIELD, PROOF_PAYLOAD_MAX, PROOF_REFUSALS } from './code-proof';
import { CHILDREN_MAX, LOGIN_CODE_LENGTH } from './profile-constants';

export * from './profile-constants';
import { personConsent, personEmail, personName, personPhone } from './person-input';

/**
 * The personal area (spec §6, §7.5, issue 10): sign-in by a code sent to the phone, the profile,
 * subscriptions, personal coupons and feedback. Dates are 'YYYY-MM-DD', moments ISO 8601.
 */

/** Six digits; what a person types around them (spaces, dashes) is dropped. */
const code = z
  .string({ error: 'Введите код из СМС' })
  .transform((typed) => typed.replace(/[\s-]/g, ''))
  .refine((digits) => digits.length > 0, 'Введите код из СМС')
  .refine((digits) => new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`).test(digits), `Код из СМС — ${LOGIN_CODE_LENGTH} цифр`);

/** A calendar date a person picks: 'YYYY-MM-DD', a real day, not in the future, not before 1900. */
const pastDate = (what: string) =>
  typedText(`${what}: ожидается дата`, what)
    .trim()
    .refine((s) => s === '' || isPastDay(s), `${what}: укажите дату не позже сегодняшнего дня в виде ДД.ММ.ГГГГ`)
    .transform((s) => (s === '' ? null : s))
    .optional()
    .transform((s) => s ?? null);

function isPastDay(s: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
}

/**
 * POST /profile/sendCode/. `altcha`: the ALTCHA widget's payload, sent only once the api asked for
 * proof of work (PROOF_REFUSALS.required, shared/contract/code-proof.ts); checked only then.
 */
export const sendCodeBodySchema = z.object({
  phone: personPhone,
  [PROOF_FIELD]: z
    .string({ error: 'Проверка «Я не робот»: ожидается строка' })
    .max(PROOF_PAYLOAD_MAX, PROOF_REFUSALS.failed.message)
    .optional(),
});
export type SendCodeBody = z.input<typeof sendCodeBodySchema>;

export const sendCodeDataSchema = z.object({
  /** Seconds until another code may be asked for this phone. */
  RESEND_AFTER: z.number().int(),
  /** Seconds the code stays valid. */
  EXPIRES_IN: z.number().int(),
  /** Only in demo mode (SMS_SANDBOX_DEMO): the code itself, shown as «Код для входа (демо): …». */
  DEMO_CODE: z.string().optional(),
});
export type SendCodeData = z.infer<typeof sendCodeDataSchema>;

/**
 * GET /profile/codeChallenge/: an ALTCHA proof-of-work challenge (altcha-lib's v2 format, which
 * the widget reads as it is: hence its own field names), signed by the api and valid for a few
 * minutes. The widget finds the counter whose derived key starts with `keyPrefix`.
 */
export const proofChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      /** The derived key's HMAC: the api checks a solution without deriving it again. */
      keySignature: z.string().optional(),
      /** Seconds since the epoch. */
      expiresAt: z.number().int().optional(),
    }),
    signature: z.string(),
  })
  .meta({ id: 'ProofChallenge' });
export type ProofChallenge = z.infer<typeof proofChallengeSchema>;

/** POST /profile/login/: an existing account. */
export const loginBodySchema = z.object({ phone: personPhone, code });
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /profile/register/: a new account; `consent` is the 152-FZ one. */
export const registerBodySchema = z.object({
  phone: personPhone,
  code,
  name: personName,
  email: personEmail,
  consent: personConsent,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

const childSchema = z.object({
  name: personName,
  birthday: pastDate('Дата рождения ребёнка'),
});

/** POST /profile/logout/: an empty body (spec §7.5). */
export const logoutBodySchema = z.object({});
/** An answer whose `data` is null (signed out). */
export const nullDataSchema = z.null();

/** POST /profile/update/: the whole editable profile, as the form holds it. */
export const profileUpdateBodySchema = z.object({
  name: personName,
  email: personEmail,
  birthday: pastDate('Дата рождения'),
  children: z
    .array(childSchema, { error: 'Дети: ожидается список' })
    .max(CHILDREN_MAX, `Не больше ${CHILDREN_MAX} детей`)
    .optional()
    .default([]),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** POST /profile/updateSubscriptions/. */
export const subscriptionsBodySchema = z.object({
  email: z.boolean({ error: 'Подписка на письма: ожидается да или нет' }),
  sms: z.boolean({ error: 'Подписка на СМС: ожидается да или нет' }),
});
export type SubscriptionsBody = z.input<typeof subscriptionsBodySchema>;

const subscriptionSchema = z.object({
  ON: z.boolean(),
  /** When it was last turned on or off (the consent's date); null if never chosen. */
  CHANGED_AT: z.string().nullable(),
});

/** The signed-in shopper (spec §3: authorised when it exists). */
export const profileSchema = z
  .object({
    ID: z.number().int(),
    /** 7XXXXXXXXXX; the client formats it (spec §5). */
    PHONE: z.string(),
    NAME: z.string(),
    EMAIL: z.string().nullable(),
    BIRTHDAY: z.string().nullable(),
    CHILDREN: z.array(z.object({ NAME: z.string(), BIRTHDAY: z.string().nullable() })),
    SUBSCRIPTIONS: z.object({ EMAIL: subscriptionSchema, SMS: subscriptionSchema }),
    /** ISO 8601. */
    REGISTERED_AT: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** GET /profile/ and the answers that change it: the profile, or null for a guest. */
export const profileDataSchema = profileSchema.nullable();

/** A coupon issued to this account (the welcome coupon at registration). */
export const personalCouponSchema = z.object({
  CODE: z.string(),
  /** '10 %' or '500 р.'. */
  DISCOUNT: z.string(),
  /** The terms in Russian: 'На первый заказ от 3 000 р.'. */
  TERMS: z.string(),
  /** ISO 8601; null when it never expires. */
  EXPIRES_AT: z.string().nullable(),
  /** Whether an order has used it up. */
  USED: z.boolean(),
});
export type PersonalCoupon = z.infer<typeof personalCouponSchema>;
export const personalCouponsDataSchema = z.object({ coupons: z.array(personalCouponSchema) });

/** A request this account sent through /form/callback/. */
export const feedbackEntrySchema = z.object({
  ID: z.number().int(),
  MESSAGE: z.string(),
  /** ISO 8601. */
  CREATED_AT: z.string(),
});
export const feedbackListDataSchema = z.object({ requests: z.array(feedbackEntrySchema) });
