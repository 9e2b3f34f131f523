import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { staff } from './schema';

/** The active owner and managers, who get the shop's letters to its staff (the warehouse reads its own screen). */
export function staffToNotify(db: Executor): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(and(eq(staff.active, true), inArray(staff.role, ['owner', 'manager'])))
    .orderBy(asc(staff.id));
}
