import { keys } from '../../../shared/api/keys';
import { ORDER_FORM_START } from '../../../shared/contract/order-constants';
import { urls } from '../../../shared/routes';
import { lazyPage } from '../../lib/lazyPage';
import { withPage } from '../route-module';
import { personalRoute } from '../simple';
import { draftKey } from './draft';
import { summaryDetailsCode } from './summaryDetailsCode';

/**
 * /personal/order/: checkout. The server renders the draft of the form as the page opens it and
 * the pickup points of the city it opens on, and the page asks by the same keys as its form
 * changes, so the first render needs no request.
 */
const route = personalRoute('checkout', urls.checkout(), 'Оформление заказа', () => ({
  draft: draftKey(ORDER_FORM_START),
  points: keys.deliveryPoints('', ''),
}));

export type CheckoutRoute = typeof route;
export default withPage(
  route,
  lazyPage(() => import('./CheckoutPage'), summaryDetailsCode),
);
