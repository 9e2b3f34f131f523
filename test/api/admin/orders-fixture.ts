/**
 * The back office's order calls as staff make them (decision 050): a member of a role signed in,
 * calls with the session's cookie and CSRF token, and what the audit log holds of an order.
 */
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import type { Db } from '../../../api/db/database';
import { auditLog } from '../../../api/db/schema';
import { orderRow, placeFor, type EditShop, type Placing } from '../order/order-edit-fixture';
import type { Target } from '../order/order-fixture';
import { CSRF_HEADER, type StaffRole } from '../../../shared/contract/admin/roles';
import { addStaff, staffSessionFor } from '../../support/staff';

type App = Parameters<typeof request>[0];

export interface Member {
  id: number;
  get: (url: string) => request.Test;
  post: (url: string, body?: object) => request.Test;
}

/** A signed-in member of `role` and their calls under /api/admin. */
export async function memberAs(app: App, db: Db, role: StaffRole): Promise<Member> {
  const { id } = await addStaff(db, { role });
  const { cookie, csrfToken } = await staffSessionFor(db, id);
  return {
    id,
    get: (url) => request(app).get(`/api/admin${url}`).set('cookie', cookie),
    post: (url, body = {}) => request(app).post(`/api/admin${url}`).set('cookie', cookie).set(CSRF_HEADER, csrfToken).send(body),
  };
}

/** The audit rows of order `id`, oldest first. */
export const auditOf = (db: Db, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.object, 'order'), eq(auditLog.objectId, String(id))))
    .orderBy(asc(auditLog.id));

/** An order placed and paid by SBP in the sandbox, as a shopper pays it: its id, code and the shopper's browser. */
export async function paidOrder(app: Target, db: Db, shop: EditShop, lines: [number, number][], how: Placing = {}) {
  const placed = await placeFor(app, db, shop, lines, how);
  expect((await placed.shopper.get(`/api/order/getPaymentByOrderCode/${placed.code}/`)).status).toBe(200);
  const paid = await placed.shopper.post(`/api/payment/sandbox/${placed.code}/pay/`);
  expect(paid.status, paid.text).toBe(200);
  expect((await orderRow(db, placed.id)).status).toBe('paid');
  return placed;
}
