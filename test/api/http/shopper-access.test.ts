/**
 * Someone else's order, payment, certificate or account answers a refusal with none of its data
 * (issue 26, «Доступ»). Generated from the contract table, so a call added later is covered by
 * itself: every input of every shopper call (path parameter, query or body field) is either one
 * that names a shopper's object or one that names nothing of anyone's, and the test fails for an
 * input it does not know. Shopper A has real objects, made through the api: an account with a
 * distinctive name, phone, e-mail and child, an order paid by SBP (courier to a distinctive
 * address, a distinctive comment and sum), a gift certificate bought, paid and attached to the
 * account, a favourite product. Shopper B (another account, another browser) and a guest ask for each of them through
 * every call that names one: each answer is a refusal (or the call's documented answer), holds
 * none of A's values, and writes nothing. B's and the guest's own personal reads hold none either.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { certificates, orders, payments, products } from '../../../api/db/schema';
import { splitCallId, fillPath, type CallSpec } from '../../../shared/contract/call';
import { calls, type CallId } from '../../../shared/contract/calls';
import { blockParamsSchema, codeParamsSchema } from '../../../shared/contract/catalog-input';
import { formatCertificateCode } from '../../../shared/contract/certificate-code';
import { orderCodeParamsSchema } from '../../../shared/contract/payment';
import { shipmentNoticeParamsSchema } from '../../../shared/contract/calls/shipment';
import { useTestApi } from '../../support/database';
import { inputJsonSchema } from '../../support/hostile-values';
import { countWrites } from '../../support/write-counter';
import { prepareCertificateShop, paySbp, UNLIMITED_ORDERS } from '../certificate/certificate-fixture';
import { checkoutBody, orderOf, shopperWith, type Shopper } from '../order/order-fixture';
import { register } from '../profile/profile-fixture';

/** What of a shopper's an input can name. */
type Kind = 'order' | 'certificate' | 'account' | 'orderKey' | 'payment' | 'shipment';

/** Path parameters by the schema the call reads them with: a shopper's object, or what everybody may see (null). */
const PATH_SCHEMAS = new Map<z.ZodType, Kind | null>([
  [orderCodeParamsSchema, 'order'],
  [codeParamsSchema, null], // a product's, section's or promo's code of the catalogue
  [blockParamsSchema, null], // a showcase block of the home page
  [shipmentNoticeParamsSchema, null], // the carrier's name
]);

/** Body and query fields that name a shopper's object wherever they appear. */
const NAMING_FIELDS: Record<string, Kind> = {
  certificate: 'certificate',
  // Scoped to the browser's session: with another's key a browser places its own order, never gets theirs.
  idempotencyKey: 'orderKey',
};

/** Where a phone signs in (names an account); elsewhere a phone is what the shopper types for an order. */
const SIGN_IN_CALLS: readonly CallId[] = [
  'POST /profile/sendCode/',
  'POST /profile/login/',
  'POST /profile/register/',
  'POST /order/confirmPhone/',
];

/** Fields that name nothing of anyone's: what a shopper types, picks, or takes from the public catalogue. */
const PLAIN_FIELDS = new Set([
  ...['name', 'phone', 'email', 'comment', 'address', 'city', 'consent', 'birthday', 'children', 'message', 'altcha', 'code'],
  ...['delivery', 'pickupPointId', 'payment', 'certificateAmount', 'offerId', 'quantity', 'id', 'wrap', 'noPrices', 'coupon'],
  ...['sms', 'q', 'query', 'page', 'limit', 'count', 'known', 'path', 'EXTEND', 'section', 'promo'],
  ...['price_from', 'price_to', 'size', 'color', 'available', 'sort'],
]);

/** Calls whose body is any object (a provider's webhook), by what it names. */
const WEBHOOKS: Partial<Record<CallId, Kind>> = {
  'POST /payment/notify/yookassa/': 'payment',
  'POST /payment/notify/sandbox/': 'payment',
  'POST /delivery/notify/{provider}/': 'shipment',
};

/**
 * Calls that answer another's object with something other than a refusal, and why that is theirs
 * to do; their answer still holds nothing of A's. `writes`: the call may write what is the
 * caller's own when it succeeds (B's order placed under A's key, a sign-in code sent to the phone's owner);
 * refused, it writes nothing.
 */
const ANSWERED: Partial<Record<CallId, { why: string; writes?: true }>> = {
  'POST /order/': { why: 'the draft shows a certificate it cannot use as CERTIFICATE_ERROR beside the sums' },
  'POST /order/checkout/': { why: "another's idempotency key places the caller's own order", writes: true },
  'POST /order/fastOrder/': { why: "another's idempotency key places the caller's own order", writes: true },
  'POST /order/smart/': { why: "another's idempotency key places the caller's own order", writes: true },
  'POST /form/smartOrder/': { why: "another's idempotency key places the caller's own order", writes: true },
  'POST /profile/sendCode/': {
    why: 'anyone may ask a sign-in code for a phone: it goes to the phone, and says nothing of the account',
    writes: true,
  },
  'POST /payment/notify/sandbox/': { why: 'the bank acknowledges a notice with its result only' },
  'POST /delivery/notify/{provider}/': { why: 'the carrier is told only the result: an unknown shipment' },
};

const shopperIds = (Object.keys(calls) as CallId[]).filter((id) => (calls[id] as CallSpec).staff === undefined);

interface Named {
  part: 'params' | 'query' | 'body';
  field: string;
  kind: Kind;
}

/** What of a shopper's each call's inputs name; `unknown`: inputs this file does not know. */
function inputsOf(id: CallId): { named: Named[]; unknown: string[] } {
  const spec = calls[id] as CallSpec;
  const named: Named[] = [];
  const unknown: string[] = [];
  if (spec.params) {
    const kind = PATH_SCHEMAS.get(spec.params);
    if (kind === undefined) unknown.push(`${id}: path ${Object.keys(spec.params.shape).join(', ')}`);
    else if (kind) for (const field of Object.keys(spec.params.shape)) named.push({ part: 'params', field, kind });
  }
  for (const part of ['query', 'body'] as const) {
    const schema = spec[part];
    if (!schema) continue;
    const properties = inputJsonSchema(schema).properties;
    if (!properties) {
      const kind = WEBHOOKS[id];
      if (kind) named.push({ part, field: '*', kind });
      else unknown.push(`${id}: ${part} of any fields`);
      continue;
    }
    for (const field of Object.keys(properties)) {
      const kind = field === 'phone' && SIGN_IN_CALLS.includes(id) ? 'account' : NAMING_FIELDS[field];
      if (kind) named.push({ part, field, kind });
      else if (!PLAIN_FIELDS.has(field)) unknown.push(`${id}: ${part} field ${field}`);
    }
  }
  return { named, unknown };
}

const naming = shopperIds.filter((id) => inputsOf(id).named.length > 0);

/** A's distinctive values. */
const A = {
  name: 'Евлампия Кукушкина-Звонарёва',
  child: 'Серафим',
  phone: '+7 (912) 345-67-89',
  email: 'evlampiya.kukushkina@example.ru',
  address: 'Москва, Переулок Черешневый, д. 17, кв. 243',
  comment: 'Позвоните за час, домофон 9731',
};
const B = { name: 'Борис', phone: '+7 (903) 555-11-22', email: 'boris@example.ru' };

const api = useTestApi({
  per: 'file',
  env: UNLIMITED_ORDERS,
  prepare: async ({ db, app }) => {
    const shop = await prepareCertificateShop(db);
    const a = await shopperWith(app, [[shop.certificate, 1]]);
    await register(a, A.phone, A.name);
    const updated = await a.post('/api/profile/update/').send({
      name: A.name,
      email: A.email,
      birthday: '1990-04-12',
      children: [{ name: A.child, birthday: '2024-11-02' }],
    });
    expect(updated.status, updated.text).toBe(200);
    // A certificate bought and paid, then attached to A's account.
    const bought = orderOf(await a.post('/api/order/checkout/').send(checkoutBody(shop.pointId, { name: A.name, phone: A.phone })));
    await paySbp(a, bought.CODE);
    const [certificate] = await db.select().from(certificates);
    if (!certificate) throw new Error('no certificate issued');
    const attached = await a.post('/api/profile/certificates/use/').send({ certificate: certificate.code });
    expect(attached.status, attached.text).toBe(200);
    // An order with a sum of its own (7 × 250 р.), to A's address, paid.
    await a.get('/api/basket/add/').query({ id: shop.hat, quantity: 7 });
    const body = checkoutBody(shop.pointId, {
      name: A.name,
      phone: A.phone,
      email: A.email,
      comment: A.comment,
      delivery: 'courier',
      address: A.address,
    });
    const order = orderOf(await a.post('/api/order/checkout/').send(body));
    await paySbp(a, order.CODE);
    const [paymentRow] = await db
      .select({ externalId: payments.externalId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.code, order.CODE));
    const paid = orderOf(await a.post(`/api/order/get/${order.CODE}/`).send({}));
    // A's favourite: a product nobody else keeps.
    const favourite = (await db.query.products.findFirst({ where: eq(products.code, 'cf-hat'), columns: { id: true } }))!.id;
    expect((await a.get('/api/wishlist/').query({ id: favourite })).status).toBe(200);
    // B: another browser and account, with goods in its basket.
    const b = await shopperWith(app, [[shop.body, 1]]);
    await register(b, B.phone, B.name);
    // A guest: a browser with a basket, signed in to no account.
    const guest = await shopperWith(app, [[shop.body, 1]]);
    return {
      favourite,
      guest,
      shop,
      a,
      b,
      order: paid,
      orderKey: body.idempotencyKey,
      paymentId: paymentRow!.externalId!,
      certificate: certificate.code,
      writes: await countWrites(db),
    };
  },
});

/** Every spelling of A's values a leak could take. */
function leaks(text: string): string[] {
  const { order, paymentId, certificate } = api().fixture;
  const lower = text.toLowerCase();
  const found: string[] = [];
  const words = [A.name, 'Кукушкина', A.child, A.email, 'Черешневый', A.comment, order.CODE, paymentId, certificate];
  words.push(formatCertificateCode(certificate));
  for (const word of words) if (lower.includes(word.toLowerCase())) found.push(word);
  // The phone in any format: its ten digits with anything but digits between them.
  const digits = A.phone.replace(/\D/g, '').slice(1);
  if (new RegExp(digits.split('').join('\\D{0,3}')).test(text)) found.push(A.phone);
  // The order's sum: 1 750 р. in rubles or kopecks, however grouped.
  if (/(?<!\d)1[\s\u00a0\u202f,.]?750(?!\d)|175000/.test(text)) found.push('1 750 р.');
  return found;
}

/** What the callers put into the fields that name nothing: their own, right values. */
function plainValue(field: string): unknown {
  const { shop } = api().fixture;
  const values: Record<string, unknown> = {
    name: B.name,
    phone: B.phone,
    email: B.email,
    code: '000000',
    consent: true,
    delivery: 'pickup',
    pickupPointId: shop.pointId,
    payment: 'sbp',
    offerId: shop.body,
    quantity: 1,
    provider: 'sandbox',
  };
  return values[field];
}

function namedValue(kind: Kind, id: CallId): unknown {
  const { order, orderKey, paymentId, certificate } = api().fixture;
  switch (kind) {
    case 'order':
      return order.CODE;
    case 'certificate':
      return formatCertificateCode(certificate);
    case 'account':
      return A.phone;
    case 'orderKey':
      return orderKey;
    case 'payment':
      return id.includes('yookassa')
        ? { type: 'notification', event: 'payment.succeeded', object: { id: paymentId, status: 'succeeded' } }
        : { paymentId, status: 'succeeded' };
    case 'shipment':
      // A's order has no shipment (the staff make one): a notice naming the order finds none.
      return { order_number: order.CODE, number: order.CODE, status: 'DELIVERED' };
  }
}

/** The call as `caller` makes it: A's value in each input that names an object, the caller's own in the rest. */
function ask(id: CallId, caller: Shopper) {
  const spec = calls[id] as CallSpec;
  const { method, path } = splitCallId(id);
  const { named } = inputsOf(id);
  const value = (part: Named['part'], field: string) => {
    const hit = named.find((n) => n.part === part && n.field === field);
    return hit ? namedValue(hit.kind, id) : plainValue(field);
  };
  const url = `/api${fillPath(path, (name) => encodeURIComponent(String(value('params', name))))}`;
  const objectOf = (part: 'query' | 'body') => {
    const schema = spec[part];
    if (!schema) return undefined;
    const json = inputJsonSchema(schema);
    if (!json.properties) return value(part, '*') as object;
    const entries = Object.keys(json.properties).map((field) => [field, value(part, field)] as const);
    return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
  };
  const agent = caller;
  const query = objectOf('query') ?? {};
  return method === 'GET'
    ? agent.get(url).query(query)
    : agent
        .post(url)
        .query(query)
        .send(objectOf('body') ?? {});
}

const callers = () =>
  [
    ['shopper B', api().fixture.b],
    ['a guest', api().fixture.guest],
  ] as const;

describe("someone else's objects through every shopper call", () => {
  it('knows every input of every shopper call: one that names a shopper’s object, or one that names nothing', () => {
    expect(shopperIds.flatMap((id) => inputsOf(id).unknown)).toEqual([]);
    // Each answer that is not a refusal is listed for a call that names an object.
    expect(Object.keys(ANSWERED).filter((id) => !naming.includes(id as CallId))).toEqual([]);
    expect(naming.length).toBeGreaterThan(10);
  });

  it("A's objects are real: A reads them", async () => {
    const { a, order } = api().fixture;
    const read = await a.post(`/api/order/get/${order.CODE}/`).send({});
    expect(read.status).toBe(200);
    expect(leaks(read.text)).toEqual(expect.arrayContaining([A.name, A.comment, order.CODE, A.phone, '1 750 р.']));
    const profile = await a.get('/api/profile/');
    expect(leaks(profile.text)).toEqual(expect.arrayContaining([A.name, A.child, A.email, A.phone]));
    const owned = await a.get('/api/profile/certificates/');
    expect(leaks(owned.text)).toContain(formatCertificateCode(api().fixture.certificate));
  });

  it("A's favourites are A's: not in B's or the guest's wishlist", async () => {
    const { a, favourite } = api().fixture;
    const ids = async (caller: Shopper, path: string) =>
      JSON.stringify((await caller.get(path)).body).match(new RegExp(`"ID":${favourite}\\b`, 'g'))?.length ?? 0;
    expect(await ids(a, '/api/wishlist/')).toBe(1);
    for (const [who, caller] of callers()) {
      expect(await ids(caller, '/api/wishlist/'), who).toBe(0);
      expect(await ids(caller, '/api/catalog/block/wishlist/'), who).toBe(0);
    }
  });

  it.each(naming)('%s refuses B and a guest A’s objects, with none of A’s data', async (id) => {
    const spec = calls[id] as CallSpec;
    const declared = Object.values(spec.refusals ?? {}).map((r) => `${r.status} ${r.message}`);
    const signsIn = inputsOf(id).named.some((n) => n.kind === 'account');
    for (const [who, caller] of callers()) {
      const before = await api().fixture.writes();
      const res = await ask(id, caller);
      const label = `${id} by ${who}: ${res.status} ${res.text.slice(0, 300)}`;
      expect(leaks(res.text), label).toEqual([]);
      const answered = ANSWERED[id];
      const error = (res.body as { errors?: Array<{ message?: string; customData?: { field?: string } }> }).errors?.[0];
      const refused =
        [401, 403, 404, 409].includes(res.status) ||
        declared.includes(`${res.status} ${error?.message}`) ||
        // A sign-in naming A's phone stops at its code, which only the phone's owner holds.
        (signsIn && res.status === 400 && error?.customData?.field === 'code');
      if (!answered) expect(refused, label).toBe(true);
      else expect(res.status, label).toBeLessThan(500);
      if (!answered?.writes || res.status >= 300) expect(await api().fixture.writes(), `${label}: wrote nothing`).toBe(before);
    }
    // A's objects are as they were.
    const { a, order } = api().fixture;
    expect(orderOf(await a.post(`/api/order/get/${order.CODE}/`).send({}))).toEqual(order);
  });

  it.each(shopperIds.filter((id) => splitCallId(id).method === 'GET' && !naming.includes(id) && !id.includes('{')))(
    '%s answers B and a guest none of A’s data',
    async (id) => {
      for (const [who, caller] of callers()) {
        const res = await ask(id, caller);
        expect(leaks(res.text), `${id} by ${who}: ${res.text.slice(0, 300)}`).toEqual([]);
      }
    },
  );
});
