/**
 * Every call of the contract table refuses malformed input cleanly. Generated from the table: for
 * each call, requests built from its own schemas — right, nearly right and wrong values, fields
 * missing and extra, huge and negative numbers, control characters, lone surrogates, invalid UTF-8
 * percent-escapes in the path and the query, broken JSON, odd methods, content types and encodings.
 * For every answer: never 5xx; a refusal is the envelope with Russian messages and leaves the
 * database exactly as it was; a success carries the data the table promises.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../../shared/contract';
import { calls, type CallId } from '../../../shared/contract/calls';
import { splitCallId, type CallSpec } from '../../../shared/contract/call';
import { CSRF_HEADER, STAFF_SESSION_COOKIE } from '../../../shared/contract/admin/roles';
import { createTestDatabase, testApiApp, type TestDatabase } from '../../support/database';
import { expectRussianMessage } from '../../support/envelope';
import { requestsTo, type HostileRequest, type RequestContext } from '../../support/hostile-requests';
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

/** What every answer must be, whatever was sent. */
async function check(id: CallId, request: HostileRequest, response: RawResponse, changed: boolean) {
  const spec = calls[id];
  expect(response.status, 'no 5xx').toBeLessThan(500);
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
