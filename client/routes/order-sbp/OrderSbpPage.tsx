import { urls } from '../../../shared/routes';
import { NotFound } from '../../components/error';
import { Page } from '../../components/page';
import { useOrder } from '../../hooks/useOrder';
import type { OrderSbpRoute } from './route';
import type { PageProps } from '../route-module';
import { crumbs } from '../crumbs';
import { SbpPayment } from './SbpPayment';

/**
 * /personal/order/{order_code}/sbp/: paying an order through the Faster Payments System, in the wide
 * layout (no header or footer), so the way back to the order is on the page itself. The server
 * renders the order (404 for a code of someone else's); the payment is asked for by the browser.
 */
export default function OrderSbpPage({ params: { code }, keys }: PageProps<OrderSbpRoute>) {
  const { order, error, notFound } = useOrder(keys.order);
  if (notFound) return <NotFound />;
  return (
    <Page title="Оплата через СБП" parents={[crumbs.personal, crumbs.orders, { name: `Заказ №${code}`, href: urls.order(code) }]}>
      {order ? (
        <SbpPayment order={order} />
      ) : error ? (
        <p role="alert">Не удалось загрузить заказ. Обновите страницу чуть позже.</p>
      ) : (
        <p role="status">Загружаем заказ…</p>
      )}
    </Page>
  );
}
