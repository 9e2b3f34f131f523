/**
 * Every call of the contract table refuses malformed input cleanly. Generated from the table: for
 * each call, requests built from its own schemas — right, nearly right and wrong values, fields
 * missing and extra, huge and negative numbers, control characters, lone surrogates, invalid UTF-8
 * percent-escapes in the path and the query, broken JSON, odd methods, content types and encodings,
 * SQL's metacharacters among the strings (each in turn in every text input: sql-metacharacters.test.ts).
 * For every answer (test/support/contract-fuzz.ts): never 5xx, never the database's error or a
 * stack; a refusal is the envelope with Russian messages and leaves the database exactly as it was;
 * a success carries the data the table promises.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls, type CallId } from '../../../shared/contract/calls';
import { splitCallId, type CallSpec } from '../../../shared/contract/call';
import { ids, SEED, useContractFuzz } from '../../support/contract-fuzz';
import { requestsTo } from '../../support/hostile-requests';

const RUNS_PER_CALL = 250;
const fuzz = useContractFuzz('malformed input');

describe('malformed input to every call of the contract table', () => {
  it.each(ids)('%s refuses it cleanly', async (id) => {
    const { method, path } = splitCallId(id);
    const callContext = await fuzz.contextFor(id);
    let pastAccess = 0;
    await fc.assert(
      fc.asyncProperty(requestsTo(method, path, calls[id], callContext), async (request) => {
        // An odd method may be another call of the same path (GET and POST /admin/staff/): that call answers.
        const sibling = `${request.method === 'HEAD' ? 'GET' : request.method} ${path}` as CallId;
        const answering = !request.own && ids.includes(sibling) ? { id: sibling, request: { ...request, own: true } } : { id, request };
        const response = await fuzz.sendAs(id, request, answering);
        if (request.own && response.status !== 401 && response.status !== 403) pastAccess++;
      }),
      { seed: SEED, numRuns: RUNS_PER_CALL },
    );
    // A back-office call is fuzzed for real: many of its requests get past the staff session's checks.
    if ((calls[id] as CallSpec).staff !== undefined)
      expect(pastAccess, 'requests past the access step').toBeGreaterThan(RUNS_PER_CALL / 10);
  });
});
