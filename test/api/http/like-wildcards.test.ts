/**
 * A search's text is the text typed, never a pattern (issue 26): `%`, `_` and `\` find what holds
 * them, not everything. Generated from the contract table: every call with a search field (`q` or
 * `query`, a shopper's or the back office's) is asked with LIKE's wildcards and with a text that
 * matches nothing; both find as much, where the empty search finds the shop's rows. Nothing in the
 * test shop holds a `%`, `_` or `\`.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { users } from '../../../api/db/schema';
import { CSRF_HEADER } from '../../../shared/contract/admin/roles';
import { splitCallId, type CallSpec } from '../../../shared/contract/call';
import { calls, type CallId } from '../../../shared/contract/calls';
import { useTestApi } from '../../support/database';
import { inputJsonSchema } from '../../support/hostile-values';
import { addStaff, staffSessionFor } from '../../support/staff';
import { giveCertificate } from '../certificate/certificate-fixture';

const SEARCH_FIELDS = ['q', 'query'];

const searches = (Object.keys(calls) as CallId[]).flatMap((id) =>
  (['query', 'body'] as const).flatMap((part) => {
    const schema = (calls[id] as CallSpec)[part];
    const fields = schema ? Object.keys(inputJsonSchema(schema).properties ?? {}) : [];
    return fields.filter((field) => SEARCH_FIELDS.includes(field)).map((field) => [id, part, field] as const);
  }),
);

const WILDCARDS = ['%', '%%%%', '_', '____', '\\', '\\\\\\\\', '%_%_', '%а%', '_о_'];
const NOTHING = 'щъщъщъщъ';

const api = useTestApi({
  per: 'file',
  prepare: async ({ db }) => {
    // Rows for the back office's lists: certificates and the orders that bought them, customers.
    for (const kopecks of [100_000, 200_000, 300_000]) await giveCertificate(db, kopecks);
    await db.insert(users).values([
      { phone: '79161112233', name: 'Анна', consentAt: new Date() },
      { phone: '79162223344', name: 'Ольга', consentAt: new Date() },
    ]);
    const owner = await staffSessionFor(db, (await addStaff(db, { role: 'owner' })).id);
    const product = await db.query.products.findFirst({ columns: { code: true } });
    return { owner, product: product!.code };
  },
});

/** How many things an answer lists: the lengths of all its arrays. */
function found(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce<number>((n, item) => n + found(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce<number>((n, item) => n + found(item), 0);
  return 0;
}

async function search(id: CallId, part: 'query' | 'body', field: string, text: string | undefined) {
  const { method, path } = splitCallId(id);
  const input = text === undefined ? {} : { [field]: text };
  const url = `/api${path}`;
  let req = method === 'GET' ? request(api().app).get(url) : request(api().app).post(url);
  if ((calls[id] as CallSpec).staff !== undefined) {
    const { cookie, csrfToken } = api().fixture.owner;
    req = req.set('cookie', cookie).set(CSRF_HEADER, csrfToken);
  }
  const res = await (part === 'query' ? req.query(input).send(method === 'POST' ? {} : undefined) : req.send(input));
  expect(res.status, `${id} ${field}=${text}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  return { status: res.status, found: res.status === 200 ? found((res.body as { data: unknown }).data) : 0, text: res.text };
}

describe('LIKE wildcards in every search', () => {
  it('covers the searches of the shop and of the back office', () => {
    expect(searches.map(([id]) => id)).toEqual(
      expect.arrayContaining(['GET /catalog/search-pagen/', 'GET /admin/orders/', 'GET /admin/certificates/']),
    );
  });

  it.each(searches)('%s (%s.%s) finds by %, _ and \\ no more than by a text nothing holds', async (id, part, field) => {
    const none = await search(id, part, field, NOTHING);
    for (const text of WILDCARDS) {
      const answer = await search(id, part, field, text);
      expect(answer.found, `${id} ${field}=${text}: ${answer.text.slice(0, 300)}`).toBeLessThanOrEqual(none.found);
    }
  });

  it.each(searches.filter(([id]) => (calls[id] as CallSpec).staff !== undefined))(
    '%s: the list without a search has rows, so the wildcards had something to find',
    async (id, part, field) => {
      // The whole list, or where a search is required (a product's sizes) a product's code.
      const all = await search(id, part, field, id === 'GET /admin/offers/' ? api().fixture.product : undefined);
      const none = await search(id, part, field, NOTHING);
      expect(all.found, all.text.slice(0, 300)).toBeGreaterThan(none.found);
    },
  );
});
