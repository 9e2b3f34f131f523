import { z } from 'zod';
import {
  DELIVERY_METHODS,
  ORDER_ADDRESS_MAX,
  ORDER_COMMENT_MAX,
  PAYMENT_METHODS,
} from '../../shared/contract/order';

/**
 * Bodies of /order/… and /form/… (shared/contract/order.ts) with the messages a shopper reads.
 * What is stored comes out normalized: trimmed text, the phone as 7XXXXXXXXXX.
 */

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const QUANTITY_MAX = 999;
const INT_MAX = 2_147_483_647;

export const name = z
  .string({ error: 'Укажите имя' })
  .trim()
  .min(1, 'Укажите имя')
  .max(NAME_MAX, `Имя — не длиннее ${NAME_MAX} символов`);

/** Digits only: 10 of them, or 11 starting with 7 or 8 (spec §5); stored as 7 and the 10. */
export const phone = z
  .string({ error: 'Укажите телефон' })
  .transform((typed) => typed.replace(/\D/g, ''))
  .refine((digits) => digits.length > 0, 'Укажите телефон')
  .refine(
    (digits) => digits.length === 10 || (digits.length === 11 && /^[78]/.test(digits)),
    'Проверьте номер телефона: нужно 10 цифр после +7',
  )
  .transform((digits) => `7${digits.slice(-10)}`);

export const consent = z
  .boolean({ error: 'Нужно согласие на обработку персональных данных' })
  .refine((given) => given, 'Нужно согласие на обработку персональных данных');

/** Optional trimmed text, '' when not given. */
export const text = (max: number, what: string) =>
  z
    .string({ error: `${what}: ожидается строка` })
    .trim()
    .max(max, `${what} — не длиннее ${max} символов`)
    .optional()
    .default('');

const comment = text(ORDER_COMMENT_MAX, 'Комментарий');

/** Optional; empty means not given. */
const email = z
  .string({ error: 'Адрес электронной почты: ожидается строка' })
  .trim()
  .max(EMAIL_MAX, 'Адрес электронной почты слишком длинный')
  .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Проверьте адрес электронной почты')
  .transform((s) => (s === '' ? null : s))
  .optional()
  .transform((s) => s ?? null);

const delivery = z.enum(DELIVERY_METHODS, { error: 'Выберите способ доставки: пункт выдачи или курьер' });
const payment = z.enum(PAYMENT_METHODS, { error: 'Выберите способ оплаты: СБП или при получении' });
const pickupPointId = z
  .number({ error: 'Выберите пункт выдачи' })
  .int('Выберите пункт выдачи')
  .min(1, 'Выберите пункт выдачи')
  .max(INT_MAX, 'Выберите пункт выдачи');

/** Made by the browser once per placement attempt; a retry sends the same one. */
const idempotencyKey = z
  .string({ error: 'Нет ключа заказа (idempotencyKey): обновите страницу и попробуйте ещё раз' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Ключ заказа (idempotencyKey) — от 8 до 100 латинских букв, цифр, «-» или «_»');

/** POST /order/checkout/. */
export const checkoutSchema = z
  .object({
    name,
    phone,
    email,
    comment,
    delivery,
    pickupPointId: pickupPointId.optional(),
    address: text(ORDER_ADDRESS_MAX, 'Адрес'),
    payment,
    consent,
    idempotencyKey,
  })
  .superRefine((form, ctx) => {
    if (form.delivery === 'pickup' && form.pickupPointId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pickupPointId'], message: 'Выберите пункт выдачи' });
    }
    if (form.delivery === 'courier' && form.address === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Укажите адрес доставки: город, улицу, дом и квартиру',
      });
    }
  });
export type CheckoutInput = z.output<typeof checkoutSchema>;

/**
 * POST /order/ (the draft): the form as it is while being filled, so only what changes the sums
 * is read, and only its type is checked; the rest is refused at placement.
 */
export const draftSchema = z.object({
  delivery: delivery.optional().default('pickup'),
  payment: payment.optional().default('sbp'),
});

const quantity = z
  .number({ error: 'Количество должно быть целым числом от 1 до 999' })
  .int('Количество должно быть целым числом от 1 до 999')
  .min(1, 'Количество должно быть целым числом от 1 до 999')
  .max(QUANTITY_MAX, 'Количество должно быть целым числом от 1 до 999');

const offerId = z
  .number({ error: 'Укажите товар: номер предложения (offerId)' })
  .int('Номер предложения (offerId) должен быть целым положительным числом')
  .min(1, 'Номер предложения (offerId) должен быть целым положительным числом')
  .max(INT_MAX, 'Номер предложения (offerId) должен быть целым положительным числом');

const oneClickFields = z.object({
  name,
  phone,
  consent,
  idempotencyKey,
  offerId: offerId.optional(),
  quantity: quantity.optional().default(1),
  comment,
});

/** What the one-click calls read: with `offer`, that one offer; without, the whole basket. */
const toOneClick = ({ offerId: id, quantity: count, ...rest }: z.output<typeof oneClickFields>) => ({
  ...rest,
  offer: id === undefined ? null : { id, quantity: count },
});

/** POST /form/smartOrder/: with offerId as /order/fastOrder/, without as /order/smart/. */
export const oneClickSchema = oneClickFields.transform(toOneClick);
export type OneClickInput = z.output<typeof oneClickSchema>;
/** POST /order/fastOrder/: one offer, so offerId is required. */
export const fastOrderSchema = oneClickFields.extend({ offerId }).transform(toOneClick);
/** POST /order/smart/: the whole basket; an offerId sent along is ignored. */
export const smartOrderSchema = oneClickFields.omit({ offerId: true }).transform((fields) => toOneClick(fields));
