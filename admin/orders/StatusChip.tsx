import { Chip, type ChipProps } from '@mui/material';
import { statusName } from '../../shared/contract/order-constants';
import type { OrderStatus, PaymentMethod } from './types';

/** Colours by what staff do next: waiting for money (amber), to pack (blue), packing, on its way, delivered (green), over (grey, red). */
const COLOURS: Record<OrderStatus, ChipProps['color']> = {
  new: 'warning',
  paid: 'info',
  assembling: 'secondary',
  shipped: 'primary',
  delivered: 'success',
  returned: 'warning',
  cancelled: 'default',
  partially_refunded: 'error',
  refunded: 'error',
};

/** The order's status as a coloured chip with its Russian name («Ожидает оплаты», «Собирается»). */
export function StatusChip({ status, payment }: { status: OrderStatus; payment: PaymentMethod }) {
  const waiting = status === 'new' && payment === 'sbp';
  // Accepted on receipt: to be packed like a paid one, its money still to come (outlined).
  const outlined = status === 'new' || status === 'refunded' || status === 'partially_refunded';
  return (
    <Chip
      size="small"
      label={statusName(status, payment)}
      color={status === 'new' && !waiting ? 'info' : COLOURS[status]}
      variant={outlined ? 'outlined' : 'filled'}
    />
  );
}
