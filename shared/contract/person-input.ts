import { z } from 'zod';
import { typedText } from './input';

/**
 * The fields a person types about themselves, with the messages a shopper reads: the same rules
 * for the checkout, the one-click form, the callback form, sign-in and the profile.
 */

const NAME_MAX = 100;
const EMAIL_MAX = 254;

/** A name has a letter: «😀» or «...» typed in a hurry is no name to call a parent by. */
export const personName = typedText('Укажите имя', 'Имя')
  .trim()
  .min(1, 'Укажите имя')
  .max(NAME_MAX, `Имя — не длиннее ${NAME_MAX} символов`)
  .refine((name) => name === '' || /\p{L}/u.test(name), 'Укажите имя буквами');

/**
 * Digits only: 10 of them, or 11 starting with 7 or 8 (spec §5); read as 7 and the 10, so
 * '8 916 123-45-67', '+7 (916) 1234567' and '9161234567' are one phone.
 */
export const personPhone = z
  .string({ error: 'Укажите телефон' })
  .transform((typed) => typed.replace(/\D/g, ''))
  .refine((digits) => digits.length > 0, 'Укажите телефон')
  .refine(
    (digits) => digits.length === 10 || (digits.length === 11 && /^[78]/.test(digits)),
    'Проверьте номер телефона: нужно 10 цифр после +7',
  )
  .transform((digits) => `7${digits.slice(-10)}`);

/** The 152-FZ personal-data consent: its own checkbox, refused unless ticked. */
export const personConsent = z
  .boolean({ error: 'Нужно согласие на обработку персональных данных' })
  .refine((given) => given, 'Нужно согласие на обработку персональных данных');

/** Optional; empty means not given (null). */
export const personEmail = typedText('Адрес электронной почты: ожидается строка', 'Адрес электронной почты')
  .trim()
  .max(EMAIL_MAX, 'Адрес электронной почты слишком длинный')
  .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Проверьте адрес электронной почты')
  .transform((s) => (s === '' ? null : s))
  .optional()
  .transform((s) => s ?? null);
