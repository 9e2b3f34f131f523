/**
 * The staff's note on a shopper (issue 23), kept by phone in shopper_notes. The back office's
 * route calls this in the transaction that also writes the audit log, with what it answers.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { shopperNotes } from './schema';

/** The note before and after, for the audit log (null: none). */
export interface ShopperNoteChange {
  before: string | null;
  after: string | null;
}

/**
 * Sets the note on `phone`'s shopper (7XXXXXXXXXX, as the contract reads it); '' removes it. The
 * old note is read under a row lock so that two staff saving at once each see what they replace.
 */
export async function saveShopperNote(tx: Executor, phone: string, note: string): Promise<ShopperNoteChange> {
  const [old] = await tx.select({ note: shopperNotes.note }).from(shopperNotes).where(eq(shopperNotes.phone, phone)).for('update');
  const before = old?.note ?? null;
  if (note === '') {
    await tx.delete(shopperNotes).where(eq(shopperNotes.phone, phone));
    return { before, after: null };
  }
  await tx
    .insert(shopperNotes)
    .values({ phone, note })
    .onConflictDoUpdate({ target: shopperNotes.phone, set: { note, updatedAt: sql`now()` } });
  return { before, after: note };
}
