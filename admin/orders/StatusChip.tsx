import { Chip, type ChipProps } from '@mui/material';
import { statusName } from '../../shared/contract/order-constants';
import type { OrderStatus, PaymentMethod } from './types';

/** Colours by what staff do next: waiting (amber), to pack (blue), on its way, done (green), over (grey, red). */
const COLOURS: Record<OrderStatus, ChipProps['color']> = {
  new: 'warning',
  paid: 'info',
  assembling: 'secondary',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'default',
  partially_refunded: 'error',
  refunded: 'error',
};

/** The order's status as a coloured chip with its Russian name («Ожидает оплаты», «Собирается»). */
export function StatusChip({ status, payment }: { status: OrderStatus; payment: PaymentMethod }) {
  const waiting = status === 'new' && payment === 'sbp';
  const over = status === 'cancelled' || status === 'refunded' || status === 'partially_refunded';
  return (
    <Chip
      size="small"
      label={statusName(status, payment)}
      color={status === 'new' && !waiting ? 'info' : COLOURS[status]}
      variant={over || waiting ? 'outlined' : 'filled'}
    />
  );
}
