/**
 * Orders for the back office's data-provider tests against the real api: the edit tests' products
 * (a 1 500 р. bodysuit in 62/68/74, a 450,50 р. hat, a 2 000 р. capsule piece), orders placed and
 * paid as a shopper does it, and orders written straight to the database for the list's filters.
 */
import { expect } from 'vitest';
import type { Db } from '../../api/db/database';
import { insertBasketFixtures } from '../api/basket/basket-fixture';
import { UNLIMITED_ORDERS } from '../api/certificate/certificate-fixture';
import { placeFor, type EditShop } from '../api/order/order-edit-fixture';
import { firstPickupPoint, ORDER_FIXTURES } from '../api/order/order-fixture';

export { insertAdminOrder, minutesAgo } from '../api/admin/read-fixture';
export const ORDER_SHOP_ENV = UNLIMITED_ORDERS;

export async function orderShop(db: Db): Promise<EditShop> {
  const { offerIds, productIds } = await insertBasketFixtures(db, ORDER_FIXTURES);
  const offer = (key: string) => offerIds.get(key)!;
  return {
    body62: offer('ox-body:62'),
    body68: offer('ox-body:68'),
    body74: offer('ox-body:74'),
    hat: offer('ox-hat:44'),
    leto: offer('ox-leto:80'),
    productIds,
    pointId: await firstPickupPoint(db),
  };
}

/** A pickup order placed through the storefront's api and paid in the SBP sandbox: its id and code. */
export async function paidOrder(apiUrl: string, db: Db, shop: EditShop, lines: [number, number][]) {
  const placed = await placeFor(apiUrl, db, shop, lines);
  expect((await placed.shopper.get(`/api/order/getPaymentByOrderCode/${placed.code}/`)).status).toBe(200);
  const paid = await placed.shopper.post(`/api/payment/sandbox/${placed.code}/pay/`);
  expect(paid.status, paid.text).toBe(200);
  return { id: placed.id, code: placed.code };
}
