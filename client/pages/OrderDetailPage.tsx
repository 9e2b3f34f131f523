import { urls } from '../../shared/routes';
import { ButtonLink, Page } from '../components/page';
import type { PageProps } from './PageProps';
import { crumbs } from './crumbs';

/** /personal/orders/{order_code}/: one order; its contents arrive with the orders issue. */
export default function OrderDetailPage({ params }: PageProps) {
  return (
    <Page title={`Заказ №${params.orderCode ?? ''}`} parents={[crumbs.personal, crumbs.orders]}>
      <ButtonLink to={urls.orders()}>Все заказы</ButtonLink>
    </Page>
  );
}
