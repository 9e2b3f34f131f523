import { DELIVERY_METHODS, ORDER_ADDRESS_MAX, ORDER_COMMENT_MAX, PAYMENT_METHODS } from '../../../shared/contract/order-constants';
import { maskPhone } from '../../lib/phoneMask';
import { readSession, writeSession } from '../../lib/storage';
import type { CheckoutFields } from './form';

/** sessionStorage key of the checkout's draft: it lives as long as the tab's visit. */
export const SAVED_CHECKOUT_KEY = 'checkout:form';

/**
 * What a reload of the checkout keeps of what the shopper typed and chose. Not the consent (a
 * person gives it each time) and not the certificate's code (it pays like money: nothing secret is
 * written down); the phone as its ten digits.
 */
type Saved = Pick<CheckoutFields, 'name' | 'email' | 'comment' | 'delivery' | 'city' | 'pickupPointId' | 'address' | 'payment'> & {
  phone: string;
};

export function saveCheckoutForm(form: CheckoutFields): void {
  const { name, email, comment, delivery, city, pickupPointId, address, payment } = form;
  const saved: Saved = { name, phone: form.phone.local, email, comment, delivery, city, pickupPointId, address, payment };
  writeSession(SAVED_CHECKOUT_KEY, JSON.stringify(saved));
}

/** After the order is placed: the next checkout of the visit starts anew. */
export function forgetCheckoutForm(): void {
  writeSession(SAVED_CHECKOUT_KEY, null);
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : undefined);
const cityKey = (value: unknown) => (typeof value === 'string' && /^(\d{1,10}|name:.{1,100})$/.test(value) ? value : undefined);
const oneOf = <T extends string>(value: unknown, options: readonly T[]) => options.find((option) => option === value);

/** What this visit saved of the checkout, as written; null when nothing was. */
export function readSavedCheckoutForm(): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(readSession(SAVED_CHECKOUT_KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `form` with what was saved of it; anything unreadable (an older shape, a hand edit) is left out. */
export function withSavedCheckoutForm(form: CheckoutFields, saved: Record<string, unknown> | null): CheckoutFields {
  if (!saved) return form;
  const phone = typeof saved.phone === 'string' && /^\d{0,10}$/.test(saved.phone) ? saved.phone : undefined;
  const point = saved.pickupPointId;
  return {
    ...form,
    name: text(saved.name, 100) ?? form.name,
    phone: phone ? { local: phone, text: maskPhone(phone) } : form.phone,
    email: text(saved.email, 254) ?? form.email,
    comment: text(saved.comment, ORDER_COMMENT_MAX) ?? form.comment,
    delivery: oneOf(saved.delivery, DELIVERY_METHODS) ?? form.delivery,
    // A city's key (an older visit saved its name: that reads as none, the city the api opens on).
    city: cityKey(saved.city) ?? form.city,
    pickupPointId: point === null || (typeof point === 'number' && Number.isSafeInteger(point) && point > 0) ? point : form.pickupPointId,
    address: text(saved.address, ORDER_ADDRESS_MAX) ?? form.address,
    payment: oneOf(saved.payment, PAYMENT_METHODS) ?? form.payment,
  };
}
