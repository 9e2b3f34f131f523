/**
 * The basket row itself: found, made and locked, changed (coupon, gift options), emptied by an
 * order, removed when an account adopts it.
 */
import { eq, sql } from 'drizzle-orm';
import { takeStocksStatement } from '../catalog/service';
import type { Executor } from '../db/database';
import { executeNamed, preparedOnce } from '../db/named';
import type { Owner } from '../session/service';
import { basketItems, baskets } from './schema';

export interface BasketRow {
  id: number;
  couponId: number | null;
  giftWrap: boolean;
  cardMessage: string;
  noPricesReceipt: boolean;
}

const basketColumns = {
  id: baskets.id,
  couponId: baskets.couponId,
  giftWrap: baskets.giftWrap,
  cardMessage: baskets.cardMessage,
  noPricesReceipt: baskets.noPricesReceipt,
};

const basketOf = {
  session: preparedOnce((db) =>
    db
      .select(basketColumns)
      .from(baskets)
      .where(eq(baskets.sessionId, sql.placeholder('sessionId')))
      .limit(1)
      .prepare('basket_of_session'),
  ),
  user: preparedOnce((db) =>
    db
      .select(basketColumns)
      .from(baskets)
      .where(eq(baskets.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('basket_of_user'),
  ),
};

export async function findBasket(db: Executor, owner: Owner): Promise<BasketRow | null> {
  const [row] = await (owner.userId === null ? basketOf.session(db).execute(owner) : basketOf.user(db).execute(owner));
  return row ?? null;
}

/** The basket's upsert, one text per owner kind. */
const lockBasketOf = {
  session: preparedOnce((db) =>
    db
      .insert(baskets)
      .values({ sessionId: sql.placeholder('sessionId'), userId: null })
      .onConflictDoUpdate({ target: baskets.sessionId, set: { updatedAt: sql`now()` } })
      .returning(basketColumns)
      .prepare('lock_basket_session'),
  ),
  user: preparedOnce((db) =>
    db
      .insert(baskets)
      .values({ sessionId: null, userId: sql.placeholder('userId') })
      .onConflictDoUpdate({ target: baskets.userId, set: { updatedAt: sql`now()` } })
      .returning(basketColumns)
      .prepare('lock_basket_user'),
  ),
};

/**
 * The owner's basket (a guest session's or an account's), made if missing, and locked until the transaction ends: every change of
 * one basket runs one at a time, so that parallel adds read the quantity the previous one wrote.
 * One statement does both: the upsert's DO UPDATE locks the existing row as UPDATE does (a second
 * caller waits for the first to commit, then sees its writes).
 */
export async function lockBasket(tx: Executor, owner: Owner): Promise<BasketRow> {
  const [row] = await (owner.userId === null ? lockBasketOf.session(tx).execute(owner) : lockBasketOf.user(tx).execute(owner));
  if (!row) throw new Error('basket was not created');
  return row;
}

/** Changes the basket row and answers it as it now is (so the basket's answer need not read it again). */
export async function updateBasket(
  db: Executor,
  basketId: number,
  values: Partial<Pick<BasketRow, 'couponId' | 'giftWrap' | 'cardMessage' | 'noPricesReceipt'>>,
): Promise<BasketRow> {
  const [row] = await db
    .update(baskets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(baskets.id, basketId))
    .returning(basketColumns);
  if (!row) throw new Error(`basket ${basketId} vanished under its lock`);
  return row;
}

/**
 * After an order is placed: no lines, no coupon, gift options back to none, and the stock the
 * order sold taken off its offers (locked by the placement before it read them) — one statement:
 * CTEs delete the lines and take the stock.
 */
export async function emptyBasketTakingStock(
  tx: Executor,
  basketId: number,
  sold: readonly { offerId: number; quantity: number }[],
): Promise<void> {
  const take = sold.length === 0 ? sql`` : sql`, taken AS (${takeStocksStatement(sold)})`;
  // Named per number of lines (its text has one VALUES row per line), for the usual few.
  const statement = sql`
    WITH gone AS (DELETE FROM ${basketItems} WHERE ${basketItems.basketId} = ${basketId})${take}
    UPDATE ${baskets} SET coupon_id = NULL, gift_wrap = false, card_message = '', no_prices_receipt = false, updated_at = now()
    WHERE ${baskets.id} = ${basketId}`;
  if (sold.length <= 20) await executeNamed(tx, `empty_basket_taking_${sold.length}`, statement);
  else await tx.execute(statement);
}

/** A guest's basket, once the account took its lines at sign-in. */
export async function deleteBasket(tx: Executor, basketId: number): Promise<void> {
  await tx.delete(baskets).where(eq(baskets.id, basketId));
}
