import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import * as schema from '../../../api/db/schema';
import { carrierDouble } from '../../support/carrier-double';
import { testApiApp, useTestDatabase } from '../../support/database';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { checkoutBody, draftOf, firstPickupPoint, orderOf, ORDER_FIXTURES, shopperWith } from './order-fixture';

const database = useTestDatabase();
let pool: pg.Pool | undefined;
afterEach(() => pool?.end());

describe('placing an order priced by tariff', () => {
  it('reads the tariff in its own transaction: it never waits for a second connection of a pool all held by placements', async () => {
    const fixture = await insertBasketFixtures(database().db, ORDER_FIXTURES);
    const pointId = await firstPickupPoint(database().db);
    // One connection: the placement's transaction holds it; a read of the cache on the pool would wait forever.
    pool = new pg.Pool({ connectionString: database().url, max: 1 });
    const app = testApiApp(database(), {}, drizzle(pool, { schema }), { carrier: carrierDouble().provider });
    const shopper = await shopperWith(app, [[fixture.offerIds.get('ox-body:62')!, 2]]);
    const draft = draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup', pickupPointId: pointId }));
    const order = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(pointId)));
    expect(order.DELIVERY_PRICE).toBe(draft.DELIVERY_PRICE);
  }, 15_000);
});
