import styled from '@emotion/styled';
import { urls } from '../../shared/routes';
import { ButtonLink, Page } from '../components/page';
import type { PageProps } from './PageProps';
import { colors } from '../theme';
import { crumbs } from './crumbs';

/**
 * /personal/order/{order_code}/sbp/: paying an order through the Faster Payments System, in the wide
 * layout (no header or footer), so the way back to the order is on the page itself.
 */
export default function OrderSbpPage({ params }: PageProps) {
  const code = params.orderCode ?? '';
  return (
    <Page title="Оплата через СБП" parents={[crumbs.personal, crumbs.orders, { name: `Заказ №${code}`, href: urls.order(code) }]}>
      <Text>Заказ №{code}</Text>
      <ButtonLink to={urls.order(code)}>Вернуться к заказу</ButtonLink>
    </Page>
  );
}

const Text = styled.p`
  max-width: 560px;
  color: ${colors.muted};
`;
