import type { Order } from '../../../shared/contract/order';
import { Badge, type BadgeTone } from '../../ui/layout';

/** The order's status as a coloured label: waiting for payment, accepted, paid, shipped, cancelled. */
export function OrderStatus({ order }: { order: Pick<Order, 'STATUS' | 'STATUS_NAME' | 'PAYMENT'> }) {
  const tone: BadgeTone =
    order.STATUS === 'paid' || order.STATUS === 'shipped'
      ? 'sage'
      : order.STATUS === 'cancelled'
        ? 'off'
        : order.PAYMENT.CAN_PAY
          ? 'wait'
          : 'soft';
  return <Badge tone={tone}>{order.STATUS_NAME}</Badge>;
}
