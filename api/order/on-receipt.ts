import { and, eq, sql } from 'drizzle-orm';
import { withPluralRu } from '../../shared/format/plural';
import type { Executor } from '../db/database';
import { fieldRefusal } from '../http/errors';
import { orders } from './schema';

/**
 * Orders paid on receipt hold their units until someone ships or cancels them: nothing releases
 * them by itself, as the unpaid-order job does SBP ones. So a phone may hold only so many of them
 * open at once (OPEN_ORDERS_ON_RECEIPT_PER_PHONE, docs/decisions/036): open is placed and neither
 * cancelled nor handed to the courier, 'new', 'paid' (a certificate may have paid one whole) or
 * 'assembling'.
 */
// Written as the partial index orders_open_on_receipt_phone_idx is (literals, so a generic plan still uses it).
const openOnReceipt = sql`${orders.paymentMethod} = 'cash' AND ${orders.status} IN ('new', 'paid', 'assembling')`;

/** The advisory lock's class (the two-int form): one phone's orders on receipt. */
const ON_RECEIPT_LOCK = 21_003;

export const tooManyOpenOnReceipt = (cap: number) =>
  `На этот телефон уже оформлено ${withPluralRu(cap, ['заказ', 'заказа', 'заказов'])} с оплатой при получении, которые ещё не отправлены. ` +
  'Новый можно оформить, когда один из них отправят или отменят, или оплатите заказ по СБП';

/**
 * Inside the placing transaction, before the order is written: the phone's lock (held to the
 * commit, so parallel placements for one phone count one after another), then its open orders on
 * receipt; at `cap` the placement is refused beside the phone.
 */
export async function checkOpenOnReceipt(tx: Executor, phone: string, cap: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ON_RECEIPT_LOCK}::int, hashtext(${phone}))`);
  const open = await tx.$count(orders, and(eq(orders.phone, phone), openOnReceipt));
  if (open >= cap) throw fieldRefusal('open_orders_on_receipt', 409, tooManyOpenOnReceipt(cap), 'phone');
}
