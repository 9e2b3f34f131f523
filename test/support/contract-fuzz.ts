/**
 * What the files that send every call of the contract table hostile requests share
 * (test/api/http/malformed-input.test.ts, sql-metacharacters.test.ts): the api on a raw socket, a
 * database with the shop's fixtures and a write counter, an owner's fresh session per back-office
 * call, and the check every answer must pass whatever was sent.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import { envelopeSchema } from '../../shared/contract';
import { calls, type CallId } from '../../shared/contract/calls';
import { splitCallId, type CallSpec } from '../../shared/contract/call';
import { CSRF_HEADER, STAFF_SESSION_COOKIE } from '../../shared/contract/admin/roles';
import { createTestDatabase, testApiApp, type TestDatabase } from './database';
import { expectRussianMessage } from './envelope';
import type { HostileRequest, RequestContext } from './hostile-requests';
import { listenRaw, type RawResponse, type RawServer } from './raw-http';
import { shopFixtures } from './shop-fixtures';
import { addStaff, staffSessionFor } from './staff';
import { countWrites } from './write-counter';

/** Fixed, so that a run is repeatable; a failure prints the request that broke. */
export const SEED = 20_250_609;

export const ids = Object.keys(calls) as CallId[];

/** What a call answering a document answers on success. */
const DOCUMENT_TYPE = { html: /^text\/html/, csv: /^text\/csv/, document: /^(application\/pdf|text\/html)/ } as const;

/** What the database or the runtime says, which no answer may pass on (a query's text is no one's business). */
const INTERNALS =
  /syntax error|relation "|column "|invalid input syntax|unterminated quoted|SQLSTATE|duplicate key|violates|node_modules|\n\s+at /i;

export interface ContractFuzz {
  database(): TestDatabase;
  /** The shopper's fixtures: known ids and codes, and cookies (a guest's, a signed-in shopper's…). */
  context(): RequestContext;
  ownerId(): number;
  /** Sends the request, counts it and checks the answer (and that a refusal wrote nothing). */
  send(id: CallId, request: HostileRequest): Promise<RawResponse>;
  /** As `send`, but the answer is checked as `answering`'s (a sibling call of the same path). */
  sendAs(id: CallId, request: HostileRequest, answering: { id: CallId; request: HostileRequest }): Promise<RawResponse>;
  /** The context for `id`'s requests: a back-office call's get a fresh owner's session as often as not. */
  contextFor(id: CallId): Promise<RequestContext>;
}

/** Registers the file's hooks; `label` names its count of requests, printed at the end. */
export function useContractFuzz(label: string): ContractFuzz {
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

  afterAll(async () => {
    console.log(
      `${label}: ${sent.requests} requests to ${ids.length} calls ` +
        `(${sent.answered} answered 2xx, ${sent.refused} refused), seed ${SEED}`,
    );
    await server?.close();
    await database?.drop();
  });

  /** What every answer must be, whatever was sent. */
  function check(id: CallId, request: HostileRequest, response: RawResponse, changed: boolean) {
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
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const envelope = JSON.parse(response.text) as {
      status: unknown;
      errors: Array<{ message?: string; customData?: { field?: string } }>;
      data: unknown;
    };
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

  const sendAs: ContractFuzz['sendAs'] = async (_id, request, answering) => {
    const before = await writes();
    const response = await server.send(request);
    sent.requests++;
    check(answering.id, answering.request, response, (await writes()) !== before);
    return response;
  };

  return {
    database: () => database,
    context: () => context,
    ownerId: () => ownerId,
    send: (id, request) => sendAs(id, request, { id, request }),
    sendAs,
    /**
     * A back-office call's requests get past its access step as often as not: a fresh owner's session
     * for each call (so that one call's sign-out or a long run's idle hours leave the next untouched)
     * with its CSRF token mostly right, besides a half session, none, a shopper's and broken cookies.
     */
    async contextFor(id) {
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
    },
  };
}
