import { keys } from '../../shared/api/keys';
import type { OrderForm } from '../../shared/contract/order';
import { ORDER_FORM_START } from '../../shared/contract/order-constants';
import { urls } from '../../shared/routes';
import { summaryDetailsCode } from '../pages/checkout/summaryDetailsCode';
import { lazyPage } from '../pages/lazyPage';
import { withPage } from './route';
import { personalRoute } from './simple';

/**
 * The draft's key for the form's choices: only the ways of delivery and payment and the applied
 * gift certificate, which the sums depend on, so typing a name or picking a point asks for nothing.
 */
export const draftKey = ({ delivery, payment, certificate }: Pick<OrderForm, 'delivery' | 'payment' | 'certificate'>) =>
  keys.orderDraft({ ...ORDER_FORM_START, delivery, payment, ...(certificate ? { certificate } : {}) });

/**
 * /personal/order/: checkout. The server renders the draft of the form as the page opens it, and
 * the page asks by the same `draftKey` as its form changes, so the first render needs no request.
 */
const route = personalRoute('checkout', urls.checkout(), 'Оформление заказа', () => ({ draft: draftKey(ORDER_FORM_START) }));

export type CheckoutRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('../pages/CheckoutPage'), summaryDetailsCode),
);
