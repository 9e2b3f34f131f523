/**
 * Nobody acts for someone else (issue 10, docs/decisions/015): every call of the contract table
 * that changes state refuses a request a browser marks cross-site — `Sec-Fetch-Site: cross-site`
 * or a foreign `Origin` — with 403, the Russian message, and not one row written; our own pages,
 * a typed address and header-less callers (curl, the storefront's SSR prefetch) still get through,
 * and reads are never refused. The lists come from the table, so a new call is covered by itself.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../../../api/http/cross-site';
import { changesState, fillPath, splitCallId, type CallSpec } from '../../../shared/contract/call';
import { calls, type CallId } from '../../../shared/contract/calls';
import { createTestDatabase, testApiApp, type TestDatabase } from '../../support/database';
import { inputJsonSchema, wellFormed, type JsonSchema, type KnownValues } from '../../support/hostile-values';
import { listenRaw, type RawRequest, type RawResponse, type RawServer } from '../../support/raw-http';
import { shopFixtures } from '../../support/shop-fixtures';
import { countWrites } from '../../support/write-counter';

const PUBLIC_URL = 'https://shop.example';
const SEED = 20_250_610;
const ids = Object.keys(calls) as CallId[];
const changing = ids.filter((id) => changesState(id, calls[id]));
const reading = ids.filter((id) => !changesState(id, calls[id]));

/** A sandbox shop and a YooKassa one on the same database: between them every call of the table is answered. */
/** The per-address and per-phone limits out of the way: every request here comes from one address and phone. */
const UNLIMITED = { ORDERS_PER_IP_HOUR: '100000', ORDERS_PER_PHONE_HOUR: '100000', LOGIN_CODES_PER_IP_HOUR: '100000' };
const ENVS: Array<Record<string, string>> = [
  {},
  { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k', YOOKASSA_API_URL: 'http://127.0.0.1:9' },
];

let database: TestDatabase;
let servers: RawServer[];
let writes: () => Promise<number>;
let known: KnownValues;
let shopper: string;
const serverOf = new Map<CallId, RawServer>();
/** Answers to the requests the guard let through, by status: for the closing figures. */
const passed = new Map<number, number>();

/** The ids a server answers, from its own OpenAPI document. */
async function answered(server: RawServer): Promise<CallId[]> {
  const document = JSON.parse((await server.send({ method: 'GET', path: '/api/openapi.json' })).text) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}` as CallId));
}

beforeAll(async () => {
  database = await createTestDatabase();
  writes = await countWrites(database.db);
  servers = await Promise.all(ENVS.map((env) => listenRaw(testApiApp(database, { PUBLIC_URL, ...UNLIMITED, ...env }))));
  for (const server of [...servers].reverse()) for (const id of await answered(server)) serverOf.set(id, server);
  const fixtures = (await shopFixtures(database.db, servers[0]!)).known;
  // A shopper with an order, the offer in the basket and a coupon on it: so that a request let
  // through has something to change.
  const offer = (await database.db.execute<{ id: number }>(sql`SELECT id FROM offers WHERE stock > 50 ORDER BY id LIMIT 1`)).rows[0]!.id;
  const shop = servers[0]!;
  const added = await shop.send({ method: 'GET', path: `/api/basket/add/?id=${offer}` });
  shopper = String(added.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  const body = { name: 'Анна', phone: '+7 999 123-45-67', delivery: 'courier', address: 'Москва, ул. Льва Толстого, 16', payment: 'sbp' };
  const placed = await shop.send(jsonPost('/api/order/checkout/', { ...body, consent: true, idempotencyKey: 'cross-site-shopper' }));
  const order = (JSON.parse(placed.text) as { data: { order: { CODE: string } } }).data.order.CODE;
  await shop.send({ method: 'GET', path: `/api/basket/add/?id=${offer}`, headers: { cookie: shopper } });
  await shop.send({ method: 'GET', path: '/api/basket/setCoupon/?coupon=SKIDKA10', headers: { cookie: shopper } });
  known = {
    ...fixtures,
    id: fc.constant(String(offer)),
    offerId: fc.constant(offer),
    code: fc.constant(order),
    coupon: fc.constant('SKIDKA10'),
  };
});

/** A JSON POST of the shopper, plus `headers`. */
function jsonPost(path: string, body: object, headers: Record<string, string> = {}): RawRequest {
  return {
    method: 'POST',
    path,
    headers: { cookie: shopper, 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(body)),
  };
}

afterAll(async () => {
  const statuses = [...passed].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(`cross-site: ${changing.length} changing calls, ${reading.length} reading; let through: ${statuses.join(', ')}`);
  await Promise.all((servers ?? []).map((server) => server.close()));
  await database?.drop();
});

const one = <T>(arbitrary: fc.Arbitrary<T>, salt: number): T => fc.sample(arbitrary, { seed: SEED + salt, numRuns: 1 })[0]!;

/** What a correct caller sends to a part of a call: each field the test database knows, the required others well formed. */
function partFor(schema: Parameters<typeof inputJsonSchema>[0] | undefined): Record<string, unknown> {
  if (!schema) return {};
  const json: JsonSchema = inputJsonSchema(schema);
  const fields = Object.entries(json.properties ?? {}).flatMap(([name, field], i) => {
    if (known[name]) return [[name, one(known[name], i)]];
    return json.required?.includes(name) ? [[name, one(wellFormed(field), i)]] : [];
  });
  return Object.fromEntries(fields);
}

/** A request a shopper's page would make to the call, signed in with the shopper's cookie, plus `headers`. */
function requestTo(id: CallId, headers: Record<string, string> = {}): RawRequest {
  const { method, path } = splitCallId(id);
  const spec: CallSpec = calls[id];
  const params = partFor(spec.params);
  const query = new URLSearchParams(Object.entries(partFor(spec.query)).map(([k, v]) => [k, String(v)])).toString();
  const filled = fillPath(path, (name) => encodeURIComponent(String(params[name])));
  const body = spec.body ? Buffer.from(JSON.stringify(partFor(spec.body))) : undefined;
  return {
    method,
    path: `/api${filled}${query ? `?${query}` : ''}`,
    headers: { cookie: shopper, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body,
  };
}

const messageOf = (response: RawResponse) => (JSON.parse(response.text) as { errors?: Array<{ message?: string }> }).errors?.[0]?.message;

const refusedAsCrossSite = (response: RawResponse) => response.status === 403 && messageOf(response) === CROSS_SITE_MESSAGE;

/** Each of the two signals a browser gives, alone. */
const CROSS_SITE = {
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'a foreign Origin': { origin: 'https://evil.example' },
  'Origin: null': { origin: 'null' },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.example' },
};

const send = (id: CallId, headers?: Record<string, string>) => serverOf.get(id)!.send(requestTo(id, headers));

describe('a state-changing call made cross-site', () => {
  it('is every call the table marks, each answered by one of the test shops', () => {
    expect(changing.length).toBeGreaterThan(15);
    for (const id of ids) expect(serverOf.has(id), id).toBe(true);
  });

  describe.each(Object.entries(CROSS_SITE))('with %s', (_signal, headers) => {
    it.each(changing)('%s is refused with 403 and changes nothing', async (id) => {
      const before = await writes();
      const response = await send(id, headers);
      expect(response.status).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.text)).toEqual({ status: 'error', errors: [{ message: CROSS_SITE_MESSAGE }], data: null });
      expect(await writes(), 'not one row written').toBe(before);
    });
  });
});

describe('a state-changing call from our own pages, a typed address or no browser', () => {
  const OURS = {
    'no headers (curl, SSR prefetch)': {},
    'Sec-Fetch-Site: same-origin': { 'sec-fetch-site': 'same-origin' },
    'Sec-Fetch-Site: none': { 'sec-fetch-site': 'none' },
    // Our own page's form under Referrer-Policy: no-referrer (the storefront's policy).
    'Origin: null, Sec-Fetch-Site: same-origin': { origin: 'null', 'sec-fetch-site': 'same-origin' },
    'Origin: PUBLIC_URL': { origin: PUBLIC_URL, 'sec-fetch-site': 'same-site' },
    // The storefront proxies /api on whatever host the shopper used, PUBLIC_URL or not.
    "Origin: the request's own host": { host: 'hlopushki.local:8080', origin: 'http://hlopushki.local:8080' },
  };

  describe.each(Object.entries(OURS))('with %s', (_signal, headers) => {
    it.each(changing)('%s reaches its handler', async (id) => {
      const response = await send(id, headers);
      expect(refusedAsCrossSite(response), `${response.status} ${response.text.slice(0, 200)}`).toBe(false);
      passed.set(response.status, (passed.get(response.status) ?? 0) + 1);
      expect(response.status).toBeLessThan(500);
    });
  });

  it('really changes the basket and places the order', async () => {
    const offer = one(known.offerId!, 1);
    const page = { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' };
    const before = await writes();
    const added = await servers[0]!.send({
      method: 'GET',
      path: `/api/basket/add/?id=${String(offer)}`,
      headers: { cookie: shopper, ...page },
    });
    expect(added.status).toBe(200);
    expect(await writes()).toBeGreaterThan(before);
    const form = { name: 'Анна', phone: '+7 999 123-45-67', delivery: 'courier', address: 'Москва, ул. Льва Толстого, 16' };
    const body = { ...form, payment: 'sbp', consent: true, idempotencyKey: 'cross-site-ours' };
    const placed = await servers[0]!.send(jsonPost('/api/order/checkout/', body, page));
    expect(placed.status, placed.text).toBe(200);
  });
});

describe('a call that only reads', () => {
  it.each(reading)('%s is never refused as cross-site', async (id) => {
    for (const headers of Object.values(CROSS_SITE)) {
      const response = await send(id, headers);
      expect(refusedAsCrossSite(response), JSON.stringify(headers)).toBe(false);
    }
  });
});

describe('the OpenAPI document', () => {
  it('marks exactly the state-changing calls with x-changes-state', async () => {
    for (const server of servers) {
      const document = JSON.parse((await server.send({ method: 'GET', path: '/api/openapi.json' })).text) as {
        paths: Record<string, Record<string, { 'x-changes-state'?: boolean }>>;
      };
      for (const [path, ops] of Object.entries(document.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          const id = `${method.toUpperCase()} ${path}` as CallId;
          expect(op['x-changes-state'] === true, id).toBe(changing.includes(id));
        }
      }
    }
  });
});
