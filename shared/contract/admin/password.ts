import { z } from 'zod';
import { typedText } from '../input';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

/**
 * A staff member's own password (docs/decisions/052): changed from the back office's user menu
 * with the current one, and set at the first sign-in after a one-time password (create, reset),
 * before the code. The new password is sent once: the app asks for it twice and compares.
 */

export { PASSWORD_MAX, PASSWORD_MIN };

const newPassword = typedText('Введите новый пароль', 'Новый пароль')
  .min(1, 'Введите новый пароль')
  .min(PASSWORD_MIN, `Новый пароль — не короче ${PASSWORD_MIN} символов`)
  .max(PASSWORD_MAX, `Новый пароль — не длиннее ${PASSWORD_MAX} символов`)
  // Spaces are allowed inside (a phrase), but one typed at an end is lost from memory, not from the hash.
  .refine((p) => p === '' || p.trim() === p, 'Новый пароль не должен начинаться или кончаться пробелом');

export const SAME_PASSWORD = 'Новый пароль должен отличаться от текущего';

export const passwordChangeBodySchema = z
  .object({
    current: z
      .string({ error: 'Введите текущий пароль' })
      .min(1, 'Введите текущий пароль')
      .max(PASSWORD_MAX, `Текущий пароль — не длиннее ${PASSWORD_MAX} символов`),
    password: newPassword,
  })
  .refine((b) => b.password === '' || b.password !== b.current, { path: ['password'], message: SAME_PASSWORD });
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** `endedSessions`: the staff member's other sessions (other browsers) closed by the change. */
export const passwordChangeDataSchema = z.object({ endedSessions: z.number().int() });
export type PasswordChangeData = z.infer<typeof passwordChangeDataSchema>;

export const newPasswordBodySchema = z.object({ password: newPassword });
export type NewPasswordBody = z.input<typeof newPasswordBodySchema>;

/** The refusals the password forms act on (the api gives these very messages). */
export const PASSWORD_REFUSALS = {
  wrongCurrent: { status: 400, field: 'current', message: 'Текущий пароль введён неверно' },
  tooManyTries: { status: 429, field: 'current', message: 'Слишком много попыток ввести текущий пароль. Попробуйте через …' },
  changedMeanwhile: { status: 409, message: 'Пароль только что изменили в другом окне: обновите страницу' },
  sameAsOneTime: { status: 400, field: 'password', message: 'Новый пароль должен отличаться от одноразового' },
  notNeeded: { status: 409, message: 'Пароль уже задан: введите код из приложения' },
  oneTimeFirst: { status: 409, message: 'Сначала задайте свой пароль вместо одноразового' },
} as const;
