/**
 * What else a change of status does, in its transaction, called through the other domains' narrow
 * faces (none of them imports the order back): the certificates' spending and issue, stock, coupon
 * and certificate given back, the receipt at handover. The notices are the change's outbox event
 * (history.ts).
 */
import type { OrderStatus } from '../../../shared/contract/order-constants';
import { issueForOrder, spendForOrder } from '../../certificate/service';
import type { Executor } from '../../db/database';
import { enqueueSettlementReceipt } from '../../receipt/service';
import { giveBack } from './give-back';

type Reaction = (tx: Executor, orderId: number, from: OrderStatus) => Promise<void>;

const REACTIONS: Partial<Record<OrderStatus, Reaction>> = {
  // The money is in: the certificate part it held is spent, the certificates it bought are issued.
  paid: async (tx, orderId) => {
    await spendForOrder(tx, orderId);
    await issueForOrder(tx, orderId);
  },
  // 54-FZ: the goods sold as prepaid are handed over now («чек зачёта предоплаты», decision 027).
  shipped: (tx, orderId) => enqueueSettlementReceipt(tx, orderId),
  cancelled: (tx, orderId) => giveBack(tx, orderId),
  // Refunded before it left, the goods are still here: back on sale, as a cancel gives them. What
  // comes back from the buyer is counted by the staff who unpack it.
  refunded: async (tx, orderId, from) => {
    if (from === 'paid' || from === 'assembling') await giveBack(tx, orderId);
  },
};

export async function react(tx: Executor, orderId: number, from: OrderStatus, to: OrderStatus): Promise<void> {
  await REACTIONS[to]?.(tx, orderId, from);
}
