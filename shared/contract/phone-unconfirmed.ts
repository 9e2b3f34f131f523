/**
 * The refusal of an order paid on receipt (or in one click) for a phone this browser has not
 * confirmed with a code; the forms say the same beside the phone before they send anything. A file
 * of its own, not in order-constants.ts: the checkout's route module imports that one, and a file
 * the entry reaches puts all of its used code in the first JavaScript of every page, while only
 * the phone's confirmation step (loaded when shown) shows this text.
 */
export const PHONE_UNCONFIRMED =
  'Подтвердите телефон кодом из СМС: заказ с оплатой при получении оформляется только на подтверждённый номер';
