import { keys } from '../../../shared/api/keys';
import type { OrderForm } from '../../../shared/contract/order';
import { ORDER_FORM_START } from '../../../shared/contract/order-constants';

/**
 * The draft's key for the form's choices: only the ways of delivery and payment, the city (the
 * carrier's tariff is the city's) and the applied gift certificate, which the sums depend on, so
 * typing a name or picking a point of the city asks for nothing. The route prefetches it and the
 * page asks by it (beside route.ts, which loads the page).
 */
export function draftKey({ delivery, payment, certificate, city }: Pick<OrderForm, 'delivery' | 'payment' | 'certificate' | 'city'>) {
  return keys.orderDraft({
    ...ORDER_FORM_START,
    delivery,
    payment,
    ...(city ? { city } : {}),
    ...(certificate ? { certificate } : {}),
  });
}
