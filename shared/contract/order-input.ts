import { z } from 'zod';
import { optionalCertificateCode } from './certificate';
import { bodyId, INT_MAX, typedText } from './input';
import { personConsent, personEmail, personName, personPhone } from './person-input';
import { DELIVERY_METHODS, ORDER_ADDRESS_MAX, ORDER_COMMENT_MAX, PAYMENT_METHODS } from './order-constants';

/**
 * Bodies of /order/… and /form/… (spec §7.3, §7.4) with the messages a shopper reads. What the
 * api reads comes out normalized: trimmed text, the phone as 7XXXXXXXXXX.
 */

const QUANTITY_MAX = 999;

const name = personName;
const phone = personPhone;
const consent = personConsent;
const email = personEmail;

/** Optional trimmed text, '' when not given. */
const text = (max: number, what: string) =>
  typedText(`${what}: ожидается строка`, what).trim().max(max, `${what} — не длиннее ${max} символов`).optional().default('');

const comment = text(ORDER_COMMENT_MAX, 'Комментарий');

const delivery = z.enum(DELIVERY_METHODS, { error: 'Выберите способ доставки: пункт выдачи или курьер' });
const payment = z.enum(PAYMENT_METHODS, { error: 'Выберите способ оплаты: СБП или при получении' });
const pickupPointId = bodyId('Выберите пункт выдачи', 'Выберите пункт выдачи');

const CITY_MESSAGE = 'Выберите город доставки из списка';
/**
 * The delivery's city as the city picker sets it (api/delivery/city-key.ts): the carrier's city
 * code, or `name:` and the name of a city the carrier has no code of.
 */
const city = z
  .string({ error: CITY_MESSAGE })
  .trim()
  .regex(/^(\d{1,9}|name:\S.{0,99})$/u, CITY_MESSAGE);

/** Made by the browser once per placement attempt; a retry with it returns the same order, never a second. */
const idempotencyKey = z
  .string({ error: 'Нет ключа заказа (idempotencyKey): обновите страницу и попробуйте ещё раз' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Ключ заказа (idempotencyKey) — от 8 до 100 латинских букв, цифр, «-» или «_»');

const AMOUNT_MESSAGE = 'Сумма сертификата (certificateAmount) — неотрицательное число рублей';
const certificateAmount = z
  .number({ error: AMOUNT_MESSAGE })
  .min(0, AMOUNT_MESSAGE)
  .max(INT_MAX / 100, AMOUNT_MESSAGE);

/** POST /order/checkout/: the checkout form (pickup point or courier address) and its key. */
export const checkoutBodySchema = z
  .object({
    name,
    phone,
    email,
    comment,
    /** Required unless the basket holds gift certificates alone (the draft's NEEDS_DELIVERY false): then ignored. */
    delivery: delivery.optional(),
    /** With delivery 'pickup'. */
    pickupPointId: pickupPointId.optional(),
    /** With delivery 'courier': city, street, house, flat. */
    address: text(ORDER_ADDRESS_MAX, 'Адрес'),
    /** The city the courier's tariff (and pickup's, without a point) is of; absent: the method's flat price. */
    city: city.optional(),
    payment,
    /** The 152-FZ personal-data consent, its own checkbox; placing refuses without it. */
    consent,
    idempotencyKey,
    /** A gift certificate's code that pays part or all of the order; empty or absent for none. */
    certificate: optionalCertificateCode,
    /**
     * What the draft showed the certificate paying (its CERTIFICATE.AMOUNT, rubles): placement
     * refuses rather than let it pay less. Absent: it pays min(balance, sum) (docs/decisions/013).
     */
    certificateAmount: certificateAmount.optional(),
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
/** What the browser sends to /order/checkout/. */
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
/** What the api reads from it. */
export type CheckoutInput = z.output<typeof checkoutBodySchema>;
/** The checkout form as the page holds it: the body without its key (also what the draft is asked for). */
export type OrderForm = Omit<CheckoutBody, 'idempotencyKey'>;

/**
 * POST /order/ (the draft): the form as it is while being filled, so only what changes the sums
 * is read, and only its type is checked; the rest is refused at placement.
 */
export const orderDraftBodySchema = z.object({
  delivery: delivery.optional().default('pickup'),
  /** Pickup is priced by the chosen point's city, else by `city`; courier by `city`. */
  pickupPointId: pickupPointId.optional(),
  city: city.optional(),
  payment: payment.optional().default('sbp'),
  certificate: optionalCertificateCode,
});
export type OrderDraftInput = z.output<typeof orderDraftBodySchema>;

const quantity = z
  .number({ error: 'Количество должно быть целым числом от 1 до 999' })
  .int('Количество должно быть целым числом от 1 до 999')
  .min(1, 'Количество должно быть целым числом от 1 до 999')
  .max(QUANTITY_MAX, 'Количество должно быть целым числом от 1 до 999');

const offerId = bodyId('Укажите товар: номер предложения (offerId)', 'Номер предложения (offerId) должен быть целым положительным числом');

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

/**
 * POST /form/smartOrder/ (the one-click modal): with offerId as /order/fastOrder/, without as
 * /order/smart/. Delivery and payment are agreed on the phone (payment on receipt).
 */
export const oneClickBodySchema = oneClickFields.transform(toOneClick);
export type OneClickInput = z.output<typeof oneClickBodySchema>;
/** What the browser sends to the one-click calls. */
export type FastOrderBody = z.input<typeof oneClickBodySchema>;
/** POST /order/fastOrder/ (the product page): one offer, so offerId is required. */
export const fastOrderBodySchema = oneClickFields.extend({ offerId }).transform(toOneClick);
/** POST /order/smart/: the whole basket; an offerId sent along is ignored. */
export const smartOrderBodySchema = oneClickFields.omit({ offerId: true }).transform((fields) => toOneClick(fields));

/** POST /form/callback/ («Перезвоните мне»): the same name, phone and consent rules as an order. */
export const callbackBodySchema = z.object({
  name,
  phone,
  message: text(ORDER_COMMENT_MAX, 'Сообщение'),
  consent,
});
export type CallbackInput = z.output<typeof callbackBodySchema>;
