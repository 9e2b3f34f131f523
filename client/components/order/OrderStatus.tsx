import styled from '@emotion/styled';
import type { Order } from '../../../shared/contract/order';
import { colors } from '../../ui/theme';

/** The order's status as a coloured label: waiting for payment, accepted, paid, cancelled. */
export function OrderStatus({ order }: { order: Pick<Order, 'STATUS' | 'STATUS_NAME' | 'PAYMENT'> }) {
  const tone = order.STATUS === 'paid' ? 'done' : order.STATUS === 'cancelled' ? 'off' : order.PAYMENT.CAN_PAY ? 'wait' : 'new';
  return <Badge data-tone={tone}>{order.STATUS_NAME}</Badge>;
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 26px;
  padding: 0 10px;
  border-radius: 13px;
  background: ${colors.sageLight};
  color: ${colors.sageDark};
  font-size: 13px;
  font-weight: 800;
  white-space: nowrap;
  &[data-tone='wait'] {
    background: ${colors.waitLight};
    color: ${colors.waitDark};
  }
  &[data-tone='done'] {
    background: ${colors.sageDark};
    color: ${colors.white};
  }
  &[data-tone='off'] {
    background: ${colors.beige};
    color: ${colors.muted};
  }
`;
