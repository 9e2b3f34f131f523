import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../api/db/database';
import { SESSION_COOKIE, VIEWED_COOKIE } from '../../shared/contract/catalog';
import type { KnownValues } from './hostile-values';
import type { RawServer } from './raw-http';

/** What a malformed-input test mixes into its requests so that some of them reach the database. */
export interface ShopFixtures {
  known: KnownValues;
  /** Cookie headers: none, a shopper with a basket and an order, broken ones. */
  cookies: fc.Arbitrary<string | undefined>;
}

async function column<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute<{ v: T }>(query);
  return result.rows.map((row) => row.v);
}

/** A shopper's session cookie, with one offer in the basket and one order placed. */
async function shopper(server: RawServer, offerIds: number[], pickupPointId: number): Promise<{ cookie: string; orderCode: string }> {
  const added = await server.send({ method: 'GET', path: `/api/basket/add/?id=${offerIds[0]}` });
  const sid = String(added.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  if (!sid.startsWith(`${SESSION_COOKIE}=`)) throw new Error(`no session: ${added.status} ${added.text}`);
  const body = {
    name: 'Анна',
    phone: '+7 999 123-45-67',
    delivery: 'pickup',
    pickupPointId,
    payment: 'sbp',
    consent: true,
    idempotencyKey: 'malformed-input-fixture',
  };
  const placed = await server.send({
    method: 'POST',
    path: '/api/order/checkout/',
    headers: { 'content-type': 'application/json', cookie: sid },
    body: Buffer.from(JSON.stringify(body)),
  });
  const orderCode = (JSON.parse(placed.text) as { data?: { order?: { CODE?: string } } }).data?.order?.CODE;
  if (!orderCode) throw new Error(`no order: ${placed.status} ${placed.text}`);
  // The SBP payment, so that the sandbox bank has one to notify about; and the basket filled again.
  await server.send({ method: 'GET', path: `/api/order/getPaymentByOrderCode/${orderCode}/`, headers: { cookie: sid } });
  await server.send({ method: 'GET', path: `/api/basket/add/?id=${offerIds[1]}&quantity=2`, headers: { cookie: sid } });
  return { cookie: sid, orderCode };
}

/** Real codes and ids of the seeded shop, by the field names the table's schemas use. */
export async function shopFixtures(db: Db, server: RawServer): Promise<ShopFixtures> {
  const products = await column<string>(db, sql`SELECT code AS v FROM products WHERE active ORDER BY id LIMIT 4`);
  const productIds = await column<number>(db, sql`SELECT id AS v FROM products WHERE active ORDER BY id LIMIT 4`);
  const offerIds = await column<number>(
    db,
    sql`SELECT o.id AS v FROM offers o JOIN products p ON p.id = o.product_id WHERE p.active AND o.stock > 5 ORDER BY o.id LIMIT 4`,
  );
  const sections = await column<string>(db, sql`SELECT code AS v FROM sections WHERE active ORDER BY id LIMIT 4`);
  const promos = await column<string>(db, sql`SELECT code AS v FROM promos ORDER BY id LIMIT 3`);
  const pickupPoints = await column<number>(db, sql`SELECT id AS v FROM pickup_points ORDER BY id LIMIT 3`);
  const coupons = await column<string>(db, sql`SELECT code AS v FROM coupons ORDER BY id`);
  const colours = await column<string>(db, sql`SELECT code AS v FROM colours ORDER BY code LIMIT 3`);
  const { cookie, orderCode } = await shopper(server, offerIds, pickupPoints[0]!);
  const payments = await column<string>(db, sql`SELECT external_id AS v FROM payments WHERE external_id IS NOT NULL`);

  const ids = [...offerIds, ...productIds];
  const known: KnownValues = {
    code: fc.constantFrom(...products, ...sections, ...promos, orderCode, orderCode.toLowerCase()),
    block: fc.constantFrom('new', 'popular', 'sale', 'last', 'limit', 'viewed'),
    id: fc.constantFrom(...ids).map(String),
    offerId: fc.constantFrom(...offerIds),
    pickupPointId: fc.constantFrom(...pickupPoints),
    coupon: fc.constantFrom(...coupons, ' skidka 10 '),
    section: fc.constantFrom(...sections),
    promo: fc.constantFrom(...promos),
    size: fc.constantFrom('62', '68,74', '50–56'),
    color: fc.constantFrom(...colours),
    query: fc.constantFrom('боди', 'бежевые ползунки', 'бодик'),
    path: fc.constantFrom('/', '/shop/novinki/', '/personal/cart/'),
    name: fc.constant('Анна'),
    phone: fc.constantFrom('+7 (999) 123-45-67', '89991234567'),
    email: fc.constantFrom('anna@example.ru', ''),
    consent: fc.constant(true),
    paymentId: fc.constantFrom(...payments),
    status: fc.constantFrom('succeeded', 'cancelled', 'pending'),
  };
  const viewed = encodeURIComponent(JSON.stringify(productIds));
  const cookies = fc.constantFrom(
    undefined,
    undefined,
    cookie,
    cookie,
    `${cookie}; ${VIEWED_COOKIE}=${viewed}`,
    `${VIEWED_COOKIE}=${viewed}`,
    `${SESSION_COOKIE}=%00`,
    `${SESSION_COOKIE}=${'a'.repeat(300)}`,
    `${SESSION_COOKIE}=%ED%A0%80`,
    `${VIEWED_COOKIE}=%5B1e309%2C-1%2C%227%22%2Cnull%5D`,
    `${VIEWED_COOKIE}=%FF%FE`,
    `${VIEWED_COOKIE}=[[[[[[[[[[`,
  );
  return { known, cookies };
}
