/**
 * What else a change of status does, in its transaction, called through the other domains' narrow
 * faces (none of them imports the order back): the certificates' spending and issue, stock, coupon
 * and certificate given back, the receipt at handover. The notices are the change's outbox event
 * (history.ts).
 */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/contract/order-constants';
import { issueForOrder, spendForOrder } from '../../certificate/service';
import type { Executor } from '../../db/database';
import { enqueueSettlementReceipt } from '../../receipt/service';
import { giveBack } from './give-back';
import { DomainError } from '../../http/errors';
import { noSurchargeDue, SURCHARGE_REFUSAL } from './guards';

type Reaction = (tx: Executor, orderId: number, from: OrderStatus) => Promise<void>;

/**
 * The surcharge guard once more, in a statement of its own now that the change holds the row: the
 * changing statement's subquery read the snapshot from before its wait for the row, so an edit that
 * asked a surcharge and committed during that wait is seen only here. Not a StatusRefusal, which
 * callers answer as a result and commit: this one comes after the change's write, and undoes it.
 */
async function recheckSurcharge(tx: Executor, orderId: number): Promise<void> {
  const { rows } = await tx.execute<{ ok: boolean }>(sql`SELECT ${noSurchargeDue(sql`${orderId}::int`)} AS ok`);
  if (!rows[0]?.ok) throw new DomainError('order_surcharge_due', 409, SURCHARGE_REFUSAL);
}

const REACTIONS: Partial<Record<OrderStatus, Reaction>> = {
  // The money is in: the certificate part it held is spent, the certificates it bought are issued.
  paid: async (tx, orderId) => {
    await spendForOrder(tx, orderId);
    await issueForOrder(tx, orderId);
  },
  // 54-FZ: the goods sold as prepaid are handed over now («чек зачёта предоплаты», decision 027).
  shipped: async (tx, orderId) => {
    await recheckSurcharge(tx, orderId);
    await enqueueSettlementReceipt(tx, orderId);
  },
  cancelled: (tx, orderId) => giveBack(tx, orderId),
  // Refunded before it left, or brought back unopened by the carrier (issue 25), the goods are here:
  // back on sale, as a cancel gives them. What comes back from the buyer is counted by the staff who unpack it.
  refunded: async (tx, orderId, from) => {
    if (from === 'paid' || from === 'assembling' || from === 'returned') await giveBack(tx, orderId);
  },
};

export async function react(tx: Executor, orderId: number, from: OrderStatus, to: OrderStatus): Promise<void> {
  await REACTIONS[to]?.(tx, orderId, from);
}
