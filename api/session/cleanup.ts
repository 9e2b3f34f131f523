/**
 * What ended sessions leave behind, taken away by the clean-up job (api/jobs/session-cleanup.ts):
 * a session past its lifetime is ended (its token retired), then what nobody can reach any more goes.
 * A guest's basket and favourites belonged to the browser alone, whose token no longer names them.
 * The row itself goes unless history names it — an order, a coupon's use or a form request sent
 * from it — and then it stays, bare (no token, no browser): the orders keep the browser that
 * placed them, and a coupon's use (which deleting the row would cascade away) keeps counting
 * against its limits. Each step takes a batch at a time, so no statement holds many rows' locks.
 */
import { and, eq, exists, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { baskets } from '../basket/schema';
import type { Executor } from '../db/database';
import { formRequests } from '../form/schema';
import { couponUsages, orders } from '../order/schema';
import { wishlistItems } from '../wishlist/schema';
import { aliveWithin, ENDED, type SessionLifetime } from './queries';
import { sessions } from './schema';

/** Rows one statement touches at most; a run repeats it until fewer are left. */
export const CLEANUP_BATCH = 1000;

export interface CleanupFigures {
  /** Sessions past their lifetime, ended now. */
  expired: number;
  /** Ended sessions deleted with what they owned. */
  deleted: number;
  /** Guest baskets and favourite products taken from ended sessions that history keeps. */
  baskets: number;
  favourites: number;
}

/** Repeats one batched step until a batch comes back short; answers the rows it touched. */
async function inBatches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const touched = await step();
    total += touched;
    if (touched < CLEANUP_BATCH) return total;
  }
}

const ended = isNotNull(sessions.endedAt);
const named = (table: typeof orders | typeof couponUsages | typeof formRequests) => (db: Executor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(eq(table.sessionId, sessions.id)),
  );

/** One run: ends the expired, then deletes or strips the ended. Safe beside another run (each row goes once). */
export async function cleanUpSessions(db: Executor, lifetime: SessionLifetime): Promise<CleanupFigures> {
  const expiredIds = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(isNull(sessions.endedAt), not(aliveWithin(lifetime.idleDays, lifetime.maxDays))))
    .limit(CLEANUP_BATCH);
  const expired = await inBatches(
    // Checked again on the row itself: a run beside this one may have ended it while this one waited for its lock.
    async () =>
      (
        await db
          .update(sessions)
          .set(ENDED)
          .where(and(inArray(sessions.id, expiredIds), isNull(sessions.endedAt)))
          .returning({ id: sessions.id })
      ).length,
  );

  const history = [named(orders), named(couponUsages), named(formRequests)].map((of) => of(db));
  const unnamedIds = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(ended, ...history.map((named) => not(named))))
    .limit(CLEANUP_BATCH);
  // Their baskets (and lines) and favourites go with them: ON DELETE CASCADE.
  const deleted = await inBatches(
    async () => (await db.delete(sessions).where(inArray(sessions.id, unnamedIds)).returning({ id: sessions.id })).length,
  );

  const endedIds = db.select({ id: sessions.id }).from(sessions).where(ended);
  const basketIds = db.select({ id: baskets.id }).from(baskets).where(inArray(baskets.sessionId, endedIds)).limit(CLEANUP_BATCH);
  const basketsCleared = await inBatches(
    async () => (await db.delete(baskets).where(inArray(baskets.id, basketIds)).returning({ id: baskets.id })).length,
  );
  const favouriteIds = db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(inArray(wishlistItems.sessionId, endedIds))
    .limit(CLEANUP_BATCH);
  const favourites = await inBatches(
    async () => (await db.delete(wishlistItems).where(inArray(wishlistItems.id, favouriteIds)).returning({ id: wishlistItems.id })).length,
  );
  return { expired, deleted, baskets: basketsCleared, favourites };
}
