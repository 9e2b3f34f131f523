import { z } from 'zod';
import { CARD_MESSAGE_MAX } from './basket-constants';
import { queryId, typedText } from './input';

/** The query parameters of the basket's calls (spec §7.2), with the messages a shopper reads. */

const offerId = z
  .string({ error: 'Укажите товар: номер предложения (id) — одно целое число' })
  .regex(/^[0-9]{1,10}$/, 'Номер товара (id) должен быть целым положительным числом')
  .pipe(queryId('Номер товара должен быть одним целым числом', 'Номер товара должен быть целым положительным числом'));

/** ?id= of plus, minus and remove. */
export const offerQuerySchema = z.object({ id: offerId });

/** ?id=&quantity= of add (quantity 1 when not given). */
export const addQuerySchema = z.object({
  id: offerId,
  quantity: z
    .string({ error: 'Количество должно быть одним целым числом' })
    .regex(/^[0-9]{1,3}$/, 'Количество должно быть целым числом от 1 до 999')
    .transform(Number)
    .refine((n) => n >= 1, 'Количество должно быть целым числом от 1 до 999')
    .optional()
    .default(1),
});

const yesNo = (what: string) => z.enum(['Y', 'N'], { error: `${what}: допустимые значения Y или N` }).transform((v) => v === 'Y');

/** ?wrap=Y&message=…&noPrices=Y: only the options given change. */
export const giftQuerySchema = z.object({
  wrap: yesNo('Подарочная упаковка (wrap)').optional(),
  message: typedText('Текст открытки должен быть одной строкой', 'Текст открытки')
    .transform((s) => s.trim())
    .refine((s) => s.length <= CARD_MESSAGE_MAX, `Текст открытки — не длиннее ${CARD_MESSAGE_MAX} символов`)
    .optional(),
  noPrices: yesNo('Чек без цен (noPrices)').optional(),
});
export type GiftQuery = z.output<typeof giftQuerySchema>;

/** ?coupon=: sent as typed (spec §5); matched ignoring case and spaces. */
export const couponQuerySchema = z.object({
  coupon: typedText('Введите промокод', 'Промокод')
    .refine((s) => s.replace(/\s+/gu, '').length > 0, 'Введите промокод')
    .refine((s) => s.length <= 100, 'Промокод слишком длинный'),
});
