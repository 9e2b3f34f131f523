import type { Order } from '../../../shared/contract/order';
import { Badge, type BadgeTone } from '../../ui/layout';

const TONES: Partial<Record<Order['STATUS'], BadgeTone>> = {
  paid: 'sage',
  assembling: 'sage',
  shipped: 'sage',
  delivered: 'sage',
  cancelled: 'off',
  partially_refunded: 'off',
  refunded: 'off',
};

/** The order's status as a coloured label: waiting for payment, accepted, on its way, cancelled or refunded. */
export function OrderStatus({ order }: { order: Pick<Order, 'STATUS' | 'STATUS_NAME' | 'PAYMENT'> }) {
  const tone = TONES[order.STATUS] ?? (order.PAYMENT.CAN_PAY ? 'wait' : 'soft');
  return <Badge tone={tone}>{order.STATUS_NAME}</Badge>;
}
