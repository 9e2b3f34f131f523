/**
 * SQL's metacharacters in every text input of every call of the contract table (issue 26): each
 * kind of SQL_SWEEP (test/support/hostile-values.ts) in turn, in each path parameter and each string
 * field of the query and the body, the rest of the request right. Every answer passes the fuzz's
 * check (test/support/contract-fuzz.ts): no 5xx, none of the database's words, no write on a refusal.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { calls, type CallId } from '../../../shared/contract/calls';
import { splitCallId, type CallSpec } from '../../../shared/contract/call';
import { CSRF_HEADER } from '../../../shared/contract/admin/roles';
import { ids, SEED, useContractFuzz } from '../../support/contract-fuzz';
import { percentEncode, type HostileRequest } from '../../support/hostile-requests';
import { inputJsonSchema, SQL_SWEEP, wellFormedObject } from '../../support/hostile-values';
import { staffSessionFor } from '../../support/staff';

const fuzz = useContractFuzz('SQL metacharacters');

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
 * (malformed-input.test.ts mixes all of them in at random; this makes sure no input is missed): never 5xx, never the
 * database's words, a refusal leaves the database as it was.
 */
describe('SQL metacharacters in every text input of every call', () => {
  it.each(ids.filter((id) => textInputs(id).length > 0))('%s', async (id) => {
    const spec = calls[id] as CallSpec;
    const { method, path } = splitCallId(id);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (spec.staff !== undefined) {
      const owner = await staffSessionFor(fuzz.database().db, fuzz.ownerId());
      Object.assign(headers, { cookie: owner.cookie, [CSRF_HEADER]: owner.csrfToken });
    } else headers.cookie = fc.sample(fuzz.context().cookies.filter(Boolean), { seed: SEED, numRuns: 1 })[0]!;
    // One right request, then each text input in turn spoiled with each payload.
    const right = (part: 'query' | 'body') => {
      const schema = spec[part];
      if (!schema) return {};
      const json = inputJsonSchema(schema);
      if (!json.properties) return {};
      return fc.sample(wellFormedObject(json, fuzz.context().known), { seed: SEED, numRuns: 1 })[0]!;
    };
    const params = Object.fromEntries(
      [...path.matchAll(/\{(\w+)\}/g)].map((m) => [
        m[1]!,
        String(fc.sample(fuzz.context().known[m[1]!] ?? fc.constant('x'), { seed: SEED, numRuns: 1 })[0]),
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
        await fuzz.send(id, request);
      }
    }
  });
});
