import { z } from 'zod';
import { typedText } from '../input';
import { STAFF_ROLES } from './roles';

/**
 * The back office's staff and their sign-in (issue 23, docs/decisions/044): e-mail and password,
 * then a TOTP code (or a recovery code); the first sign-in of an account without TOTP enrols it.
 */

const EMAIL_MAX = 254;
const NAME_MAX = 100;
const PASSWORD_MAX = 200;

/** An e-mail as staff sign in with it: trimmed and lower-cased, so «Owner@Shop.ru » is one account. */
export const staffEmail = typedText('Укажите почту', 'Почта')
  .trim()
  .toLowerCase()
  .min(1, 'Укажите почту')
  .max(EMAIL_MAX, 'Почта слишком длинная')
  .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Проверьте адрес почты');

const staffName = typedText('Укажите имя', 'Имя')
  .trim()
  .min(1, 'Укажите имя')
  .max(NAME_MAX, `Имя — не длиннее ${NAME_MAX} символов`)
  .refine((name) => name === '' || /\p{L}/u.test(name), 'Укажите имя буквами');

const staffRole = z.enum(STAFF_ROLES, { error: 'Роль: владелец, менеджер или склад (owner, manager, warehouse)' });

/** A staff member as the back office shows one. `enrolled`: the TOTP second factor is set up. */
export const staffSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean(),
    enrolled: z.boolean(),
  })
  .meta({ id: 'Staff' });
export type Staff = z.infer<typeof staffSchema>;

export const signInBodySchema = z.object({
  email: staffEmail,
  password: z
    .string({ error: 'Введите пароль' })
    .min(1, 'Введите пароль')
    .max(PASSWORD_MAX, `Пароль — не длиннее ${PASSWORD_MAX} символов`),
});
export type SignInBody = z.input<typeof signInBodySchema>;

/**
 * The password passed: a code comes next, or, for an account without TOTP, its enrolment; a
 * one-time password is first replaced by the staff member's own (`new-password`, then one of these).
 */
export const signInDataSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('new-password') }),
  z.object({ step: z.literal('totp') }),
  z.object({ step: z.literal('enrol'), secret: z.string(), otpauthUrl: z.string() }),
]);
export type SignInData = z.infer<typeof signInDataSchema>;

/** Six digits from the authenticator, or a recovery code `xxxx-xxxx`; spaces are dropped, letters lower-cased. */
export const totpBodySchema = z.object({
  code: typedText('Введите код', 'Код')
    .transform((typed) => typed.replace(/\s/g, '').toLowerCase())
    .refine((code) => code.length > 0, 'Введите код')
    .refine(
      (code) => /^[0-9]{6}$/.test(code) || /^[a-z0-9]{4}-?[a-z0-9]{4}$/.test(code),
      'Код — 6 цифр из приложения или код восстановления вида xxxx-xxxx',
    ),
});
export type TotpBody = z.input<typeof totpBodySchema>;

/** Signed in. `recoveryCodes`: the 10 recovery codes, shown once, only when this code finished the enrolment. */
export const totpDataSchema = z.object({
  staff: staffSchema,
  csrfToken: z.string(),
  recoveryCodes: z.array(z.string()).nullable(),
});
export type TotpData = z.infer<typeof totpDataSchema>;

export const meDataSchema = z.object({ staff: staffSchema, csrfToken: z.string() });
export type MeData = z.infer<typeof meDataSchema>;

export const emptyDataSchema = z.object({});

export const staffListDataSchema = z.object({ items: z.array(staffSchema), next: z.null() });
export type StaffListData = z.infer<typeof staffListDataSchema>;

export const staffCreateBodySchema = z.object({ email: staffEmail, name: staffName, role: staffRole });
export type StaffCreateBody = z.input<typeof staffCreateBodySchema>;

/** `password`: the one-time password, shown once; the account enrols TOTP at its first sign-in. */
export const staffCreateDataSchema = z.object({ staff: staffSchema, password: z.string() });

export const staffIdParamsSchema = z.object({
  id: z
    .string({ error: 'Сотрудник: ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Сотрудник: неверный номер')
    .transform(Number),
});

export const staffUpdateBodySchema = z.object({
  name: staffName.optional(),
  role: staffRole.optional(),
  active: z.boolean({ error: 'Активность: ожидается true или false' }).optional(),
});
export type StaffUpdateBody = z.input<typeof staffUpdateBodySchema>;

export const staffDataSchema = z.object({ staff: staffSchema });
export const passwordDataSchema = z.object({ password: z.string() });

/** The refusals the sign-in form acts on (the api gives these very messages). */
export const SIGN_IN_REFUSALS = {
  wrongPassword: { status: 401, message: 'Неверная почта или пароль' },
  wrongCode: { status: 401, field: 'code', message: 'Неверный код' },
  expired: { status: 401, message: 'Время на ввод кода вышло: войдите снова' },
  tooManyTries: { status: 429, message: 'Слишком много попыток входа. Попробуйте через …' },
  tooManyCodes: { status: 429, field: 'code', message: 'Слишком много неверных кодов. Попробуйте через …' },
} as const;
