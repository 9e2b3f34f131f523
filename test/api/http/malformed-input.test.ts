/**
 * Every call of the contract table refuses malformed input cleanly. Generated from the table: for
 * each call, requests built from its own schemas — right, nearly right and wrong values, fields
 * missing and extra, huge and negative numbers, control characters, lone surrogates, invalid UTF-8
 * percent-escapes in the path and the query, broken JSON, odd methods, content types and encodings.
 * SQL's metacharacters among the strings, and each of them in turn in every text input of every
 * call (issue 26). For every answer: never 5xx, never the database's error or a stack; a refusal is
 * the envelope with Russian messages and leaves the database exactly as it was; a success carries
 * the data the table promises.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../../shared/contract';
import { calls, type CallId } from '../../../shared/contract/calls';
import { splitCallId, type CallSpec } from '../../../shared/contract/call';
import { CSRF_HEADER, STAFF_SESSION_COOKIE } from '../../../shared/contract/admin/roles';
import { createTestDatabase, testApiApp, type TestDatabase } from '../../support/database';
import { expectRussianMessage } from '../../support/envelope';
import { percentEncode, requestsTo, type HostileRequest, type RequestContext } from '../../support/hostile-requests';
import { inputJsonSchema, SQL_SWEEP, wellFormedObject } from '../../support/hostile-values';
import { listenRaw, type RawResponse, type RawServer } from '../../support/raw-http';
import { shopFixtures } from '../../support/shop-fixtures';
import { addStaff, staffSessionFor } from '../../support/staff';
import { countWrites } from '../../support/write-counter';

/** What a call answering a document answers on success. */
const DOCUMENT_TYPE = { html: /^text\/html/, csv: /^text\/csv/, document: /^(application\/pdf|text\/html)/ } as const;

/** Fixed, so that a run is repeatable; a failure prints the request that broke. */
const SEED = 20_250_609;
const RUNS_PER_CALL = 250;

const ids = Object.keys(calls) as CallId[];
const fixedSegments = new Set(
  ids.flatMap((id) =>
    splitCallId(id)
      .path.split('/')
      .filter((s) => s && !s.startsWith('{')),
  ),
);

let database: TestDatabase;
let server: RawServer;
let writes: () => Promise<number>;
let context: RequestContext;
let ownerId: number;
const sent = { requests: 0, refused: 0, answered: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  writes = await countWrites(database.db);
  server = await listenRaw(testApiApp(database));
  const fixtures = await shopFixtures(database.db, server);
  context = { known: fixtures.known, cookies: fixtures.cookies, fixedSegments };
  ownerId = (await addStaff(database.db, { role: 'owner' })).id;
});

/**
 * A back-office call's requests get past its access step as often as not: a fresh owner's session
 * for each call (so that one call's sign-out or a long run's idle hours leave the next untouched)
 * with its CSRF token mostly right, besides a half session, none, a shopper's and broken cookies.
 */
async function contextFor(id: CallId): Promise<RequestContext> {
  if ((calls[id] as CallSpec).staff === undefined) return context;
  const owner = await staffSessionFor(database.db, ownerId);
  const half = await staffSessionFor(database.db, ownerId, 'second-factor');
  const staffCookies = fc.constantFrom(owner.cookie, owner.cookie, owner.cookie, half.cookie, `${STAFF_SESSION_COOKIE}=%00`);
  return {
    ...context,
    cookies: fc.oneof({ weight: 3, arbitrary: staffCookies }, { weight: 1, arbitrary: context.cookies }),
    headers: fc.constantFrom<Record<string, string>>(
      { [CSRF_HEADER]: owner.csrfToken },
      { [CSRF_HEADER]: owner.csrfToken },
      {},
      { [CSRF_HEADER]: 'wrong-token' },
    ),
  };
}

afterAll(async () => {
  console.log(
    `malformed input: ${sent.requests} requests to ${ids.length} calls ` +
      `(${sent.answered} answered 2xx, ${sent.refused} refused), seed ${SEED}`,
  );
  await server?.close();
  await database?.drop();
});

function envelopeOf(response: RawResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(response.text) as {
    status: unknown;
    errors: Array<{ message?: string; customData?: { field?: string } }>;
    data: unknown;
  };
}

/** What the database or the runtime says, which no answer may pass on (a query's text is no one's business). */
const INTERNALS =
  /syntax error|relation "|column "|invalid input syntax|unterminated quoted|SQLSTATE|duplicate key|violates|node_modules|\n\s+at /i;

/** What every answer must be, whatever was sent. */
async function check(id: CallId, request: HostileRequest, response: RawResponse, changed: boolean) {
  const spec = calls[id];
  expect(response.status, 'no 5xx').toBeLessThan(500);
  expect(response.text, 'no database error, no stack').not.toMatch(INTERNALS);
  const success = response.status >= 200 && response.status < 300;
  if (success) sent.answered++;
  else sent.refused++;
  if (request.own && 'cache' in spec && spec.cache === 'private') {
    expect(response.headers['cache-control'], 'a personal answer is never cached').toBe('private, no-store');
  }
  if (request.method === 'HEAD') return;
  // A call that answers a document (the packing slips, the stock CSV, a waybill): its success is HTML or CSV, its refusals the envelope.
  const answers = (spec as CallSpec).answers;
  if (success && answers) {
    expect(request.own, 'only the call itself answers 2xx').toBe(true);
    expect(response.headers['content-type']).toMatch(DOCUMENT_TYPE[answers]);
    return;
  }
  const envelope = envelopeOf(response);
  if (success) {
    expect(request.own, 'only the call itself answers 2xx').toBe(true);
    envelopeSchema(spec.response).parse(envelope);
    expect(envelope.status).toBe('ok');
    return;
  }
  expect(envelope.status).toBe('error');
  expect(envelope.data).toBeNull();
  expect(envelope.errors.length).toBeGreaterThan(0);
  for (const error of envelope.errors) expectRussianMessage(error.message);
  // A refusal the table declares (a form acts on it) comes with the status and field declared.
  const declared = Object.values((spec as CallSpec).refusals ?? {});
  for (const error of envelope.errors) {
    const refusal = declared.find((r) => r.message === error.message);
    if (refusal) expect([response.status, error.customData?.field], error.message).toEqual([refusal.status, refusal.field]);
  }
  expect(changed, 'a refused request leaves the database as it was').toBe(false);
}

describe('malformed input to every call of the contract table', () => {
  it.each(ids)('%s refuses it cleanly', async (id) => {
    const { method, path } = splitCallId(id);
    const callContext = await contextFor(id);
    let pastAccess = 0;
    await fc.assert(
      fc.asyncProperty(requestsTo(method, path, calls[id], callContext), async (request) => {
        const before = await writes();
        const response = await server.send(request);
        sent.requests++;
        if (request.own && response.status !== 401 && response.status !== 403) pastAccess++;
        // An odd method may be another call of the same path (GET and POST /admin/staff/): that call answers.
        const sibling = `${request.method === 'HEAD' ? 'GET' : request.method} ${path}` as CallId;
        const answering = !request.own && ids.includes(sibling) ? { id: sibling, request: { ...request, own: true } } : { id, request };
        await check(answering.id, answering.request, response, (await writes()) !== before);
      }),
      { seed: SEED, numRuns: RUNS_PER_CALL },
    );
    // A back-office call is fuzzed for real: many of its requests get past the staff session's checks.
    if ((calls[id] as CallSpec).staff !== undefined)
      expect(pastAccess, 'requests past the access step').toBeGreaterThan(RUNS_PER_CALL / 10);
  });
});

/** The text inputs of a call: its path's parameters, and its query's and body's fields that take a string. */
function textInputs(id: CallId): Array<{ part: 'params' | 'query' | 'body'; field: string }> {
  const spec = calls[id] as CallSpec;
  const inputs: Array<{ part: 'params' | 'query' | 'body'; field: string }> = [];
  for (const match of splitCallId(id).path.matchAll(/\{(\w+)\}/g)) inputs.push({ part: 'params', field: match[1]! });
  for (const part of ['query', 'body'] as const) {
    const schema = spec[part];
    if (!schema) continue;
    for (const [field, json] of Object.entries(inputJsonSchema(schema).properties ?? {})) {
      if (JSON.stringify(json).includes('"string"')) inputs.push({ part, field });
    }
  }
  return inputs;
}

/**
 * Every text input of every call gets each kind of SQL metacharacter, the rest of the request right
 * (the fuzz above mixes all of them in at random; this makes sure no input is missed): never 5xx, never the
 * database's words, a refusal leaves the database as it was.
 */
describe('SQL metacharacters in every text input of every call', () => {
  it.each(ids.filter((id) => textInputs(id).length > 0))('%s', async (id) => {
    const spec = calls[id] as CallSpec;
    const { method, path } = splitCallId(id);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (spec.staff !== undefined) {
      const owner = await staffSessionFor(database.db, ownerId);
      Object.assign(headers, { cookie: owner.cookie, [CSRF_HEADER]: owner.csrfToken });
    } else headers.cookie = fc.sample(context.cookies.filter(Boolean), { seed: SEED, numRuns: 1 })[0]!;
    // One right request, then each text input in turn spoiled with each payload.
    const right = (part: 'query' | 'body') => {
      const schema = spec[part];
      if (!schema) return {};
      const json = inputJsonSchema(schema);
      if (!json.properties) return {};
      return fc.sample(wellFormedObject(json, context.known), { seed: SEED, numRuns: 1 })[0]!;
    };
    const params = Object.fromEntries(
      [...path.matchAll(/\{(\w+)\}/g)].map((m) => [
        m[1]!,
        String(fc.sample(context.known[m[1]!] ?? fc.constant('x'), { seed: SEED, numRuns: 1 })[0]),
      ]),
    );
    for (const input of textInputs(id)) {
      for (const payload of SQL_SWEEP) {
        const parts = { params: { ...params }, query: right('query'), body: right('body') } as Record<string, Record<string, unknown>>;
        parts[input.part]![input.field] = payload;
        const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => percentEncode(String(parts.params![name])));
        const query = Object.entries(parts.query!)
          .map(([key, value]) => `${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`)
          .join('&');
        const request: HostileRequest = {
          method,
          path: `/api${filled}${query ? `?${query}` : ''}`,
          headers,
          ...(method === 'POST' ? { body: Buffer.from(JSON.stringify(parts.body)) } : {}),
          own: true,
        };
        if (request.path.length > 8 * 1024) continue;
        const before = await writes();
        const response = await server.send(request);
        sent.requests++;
        await check(id, request, response, (await writes()) !== before);
      }
    }
  });
});
