/**
 * Orders for the back office's data-provider tests against the real api: the edit tests' products
 * (a 1 500 р. bodysuit in 62/68/74, a 450,50 р. hat, a 2 000 р. capsule piece), orders placed and
 * paid as a shopper does it, and orders written straight to the database for the list's filters.
 */
import { expect } from 'vitest';
import type { Db } from '../../api/db/database';
import { UNLIMITED_ORDERS } from '../api/certificate/certificate-fixture';
import { editShop, placeFor, type EditShop } from '../api/order/order-edit-fixture';

export { insertAdminOrder, minutesAgo } from '../api/admin/read-fixture';
export const ORDER_SHOP_ENV = UNLIMITED_ORDERS;

/** The edit tests' products in `db`, by their sizes' keys. */
export const orderShop = editShop;

/** A pickup order placed through the storefront's api and paid in the SBP sandbox: its id and code. */
export async function paidOrder(apiUrl: string, db: Db, shop: EditShop, lines: [number, number][]) {
  const placed = await placeFor(apiUrl, db, shop, lines);
  expect((await placed.shopper.get(`/api/order/getPaymentByOrderCode/${placed.code}/`)).status).toBe(200);
  const paid = await placed.shopper.post(`/api/payment/sandbox/${placed.code}/pay/`);
  expect(paid.status, paid.text).toBe(200);
  return { id: placed.id, code: placed.code };
}
