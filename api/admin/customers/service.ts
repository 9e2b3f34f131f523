/**
 * The staff's note on a shopper (decision 050): the profile's saveShopperNote and the audit row in
 * one transaction; answers the note as the customer's page shows it.
 */
import { eq } from 'drizzle-orm';
import type { CustomerPage, ShopperNoteBody } from '../../../shared/contract/admin/customers';
import type { Db } from '../../db/database';
import { saveShopperNote } from '../../profile/service';
import { shopperNotes } from '../../profile/schema';
import { recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';

export async function saveNote(db: Db, member: StaffMember, body: ShopperNoteBody): Promise<CustomerPage['note']> {
  return db.transaction(async (tx) => {
    const change = await saveShopperNote(tx, body.phone, body.note);
    await recordChange(tx, {
      ...member,
      action: 'customer.note',
      object: 'customer',
      objectId: body.phone,
      before: { note: change.before },
      after: { note: change.after },
    });
    const [row] = await tx
      .select({ note: shopperNotes.note, updatedAt: shopperNotes.updatedAt })
      .from(shopperNotes)
      .where(eq(shopperNotes.phone, body.phone));
    return row ? { text: row.note, updatedAt: row.updatedAt.toISOString() } : null;
  });
}
