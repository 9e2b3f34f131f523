import { normalizeCertificateCode } from '../../../shared/contract/certificate-code';
import type { DeliveryMethod, OrderDraft, OrderForm, PaymentMethod } from '../../../shared/contract/order';
import { ORDER_FORM_START } from '../../../shared/contract/order-constants';
import type { Profile } from '../../../shared/contract/profile';
import { maskPhone, NO_PHONE, phoneForApi, type PhoneValue } from '../../lib/phoneMask';

/** The checkout form as the page holds it while the shopper fills it in. */
export interface CheckoutFields {
  name: string;
  phone: PhoneValue;
  email: string;
  comment: string;
  delivery: DeliveryMethod;
  /**
   * The key of the city whose pickup points are listed and delivery is priced to (api/delivery/city-key.ts,
   * as the api named it; savedForm keeps keys only); '' until the shopper picks one: then the city the api opens on (their last
   * order's, else the largest).
   */
  city: string;
  pickupPointId: number | null;
  address: string;
  payment: PaymentMethod;
  /** The 152-FZ consent: unticked until the shopper ticks it. */
  consent: boolean;
  /** The gift certificate's code applied to the order ('' for none): the draft says what it pays. */
  certificate: string;
}

/** The body's fields the checkout shows a refusal beside (the api's customData.field). */
export const CHECKOUT_FIELDS = ['name', 'phone', 'email', 'pickupPointId', 'address', 'comment', 'consent'] as const;

export const CHECKOUT_START: CheckoutFields = {
  name: ORDER_FORM_START.name,
  phone: NO_PHONE,
  email: '',
  comment: '',
  delivery: ORDER_FORM_START.delivery,
  city: '',
  pickupPointId: null,
  address: '',
  payment: ORDER_FORM_START.payment,
  consent: ORDER_FORM_START.consent,
  certificate: '',
};

/** The form a signed-in shopper starts with: name, phone and e-mail from the profile. */
export function checkoutStart(profile: Profile | null | undefined): CheckoutFields {
  if (!profile) return CHECKOUT_START;
  const local = profile.PHONE.slice(-10);
  return { ...CHECKOUT_START, name: profile.NAME, phone: { local, text: maskPhone(local) }, email: profile.EMAIL ?? '' };
}

/**
 * What the certificate pays in the draft the shopper sees, for this code (0 while the draft is for
 * another code or shows why it cannot pay): placement refuses if it would now pay less.
 */
function shownCertificateAmount(form: CheckoutFields, draft: Pick<OrderDraft, 'CERTIFICATE'>): number {
  const shown = draft.CERTIFICATE;
  return shown && normalizeCertificateCode(shown.CODE) === form.certificate ? shown.AMOUNT : 0;
}

/**
 * What /order/checkout/ gets: the whole form, empty optional fields left out, the certificate with
 * what the draft showed it pay; no delivery when the draft says there is nothing to deliver (gift
 * certificates alone), whatever the hidden step still holds.
 */
export function orderForm(form: CheckoutFields, draft: Pick<OrderDraft, 'CERTIFICATE' | 'NEEDS_DELIVERY'>): OrderForm {
  const email = form.email.trim();
  const comment = form.comment.trim();
  const address = form.address.trim();
  return {
    name: form.name.trim(),
    phone: phoneForApi(form.phone.local),
    ...(email ? { email } : {}),
    ...(comment ? { comment } : {}),
    ...(draft.NEEDS_DELIVERY ? deliveryPart(form, address) : {}),
    payment: form.payment,
    consent: form.consent,
    ...(form.certificate ? { certificate: form.certificate, certificateAmount: shownCertificateAmount(form, draft) } : {}),
  };
}

function deliveryPart(form: CheckoutFields, address: string): Pick<OrderForm, 'delivery' | 'pickupPointId' | 'address' | 'city'> {
  return {
    delivery: form.delivery,
    ...(form.city ? { city: form.city } : {}),
    ...(form.delivery === 'pickup' && form.pickupPointId !== null ? { pickupPointId: form.pickupPointId } : {}),
    ...(form.delivery === 'courier' && address ? { address } : {}),
  };
}

/** Another city (its key): a point chosen in the previous one no longer applies. */
export function withCity(form: CheckoutFields, city: string): CheckoutFields {
  return form.city === city ? form : { ...form, city, pickupPointId: null };
}

/**
 * The city the checkout shows becomes the form's, so the draft prices delivery to it: the one it
 * opened on while none was chosen (a point kept from earlier in the visit stays), or the one shown
 * instead of a city that lost its points (its point went with it).
 */
export function withShownCity(form: CheckoutFields, city: string): CheckoutFields {
  return form.city === '' ? { ...form, city } : withCity(form, city);
}
