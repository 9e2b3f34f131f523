/**
 * fast-check arbitraries of whole HTTP requests to one call of the contract table: its path with
 * parameters filled, a query string and a body from the call's schemas (hostile-values.ts), and
 * the ways a request breaks below the schema — invalid UTF-8 percent-escapes in the path and the
 * query, broken JSON, raw bytes that are not UTF-8, odd methods, content types and encodings.
 */
import fc from 'fast-check';
import type { CallMethod, CallSpec } from '../../shared/contract/call';
import { hostileValue, inputFor, spoiled, type KnownValues } from './hostile-values';
import type { RawRequest } from './raw-http';

/** Percent-encodes every byte but the unreserved ones; a lone surrogate becomes its 3 bytes, which are not UTF-8. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9\-._~]$/.test(char)) out += char;
    else out += [...utf8Bytes(char)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

function utf8Bytes(char: string): Uint8Array {
  const unit = char.codePointAt(0)!;
  if (unit >= 0xd800 && unit <= 0xdfff) return Uint8Array.of(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
  return Buffer.from(char, 'utf8');
}

/** Escapes no UTF-8 decoder takes, and characters with a meaning in a query string. */
const brokenEscape = fc.constantFrom(
  '%',
  '%G1',
  '%2',
  '%%',
  '%C0%AF',
  '%FF%FE',
  '%ED%A0%80',
  '%E0%80',
  '%00',
  '%u0041',
  '+',
  '&',
  '=',
  '[]',
);

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A query string as browsers and scripts write it: arrays repeated, `key[sub]=` for objects, a bare key for null. */
function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return percentEncode(text(query));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const name = percentEncode(key);
    if (value === undefined) continue;
    if (value === null) pairs.push(name);
    else if (Array.isArray(value)) for (const item of value) pairs.push(`${name}=${percentEncode(text(item))}`);
    else if (typeof value === 'object') {
      for (const [sub, item] of Object.entries(value)) pairs.push(`${name}[${percentEncode(sub)}]=${percentEncode(text(item))}`);
    } else pairs.push(`${name}=${percentEncode(String(value))}`);
  }
  return pairs.join('&');
}

export interface HostileRequest extends RawRequest {
  /** Whether the request asks the call itself (its method, or HEAD for a GET call). */
  own: boolean;
}

const ODD_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND'] as const;

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8'];
const ODD_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  '*/*',
  'application/json; charset=',
];

const BROKEN_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1}}',
  'nul',
  '[1,2',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"name":"\\u0000"}',
  '{"__proto__":{"x":1}}',
  '{"a":1,"a":2}',
  '{"n":1e999}',
  '"text"',
  '42',
  'null',
  '',
];

interface Body {
  bytes?: Buffer;
  type?: string;
  encoding?: string;
}

/** A body: the call's JSON (right or wrong), broken JSON, bytes that are not UTF-8, too much, or none. */
function bodyFor(spec: CallSpec, known: KnownValues): fc.Arbitrary<Body> {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');
  const type = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...JSON_TYPES) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_TYPES) });
  const encoding = fc.oneof(
    { weight: 12, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown') },
  );
  const bytes = fc.oneof(
    { weight: 8, arbitrary: inputFor(spec.body, known).map(json) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_JSON).map((t) => Buffer.from(t)) },
    { weight: 1, arbitrary: inputFor(spec.body, known).chain((v) => fc.nat().map((n) => json(v).subarray(0, n % (json(v).length || 1)))) },
    { weight: 1, arbitrary: fc.constant(Buffer.concat([Buffer.from('{"name":"'), Buffer.of(0xc3, 0x28, 0xff), Buffer.from('"}')])) },
    { weight: 1, arbitrary: fc.constant(Buffer.from(`{"comment":"${'я'.repeat(60_000)}"}`)) },
  );
  return fc.oneof({ weight: 9, arbitrary: fc.record({ bytes, type, encoding }) }, { weight: 1, arbitrary: fc.constant({}) });
}

/** A path parameter's text; never one of the table's fixed segments, which would ask another call. */
function paramFor(fixed: ReadonlySet<string>) {
  return (value: unknown, junk: string | null) => {
    const raw = text(value);
    const safe = raw === '' || fixed.has(raw.toLowerCase()) ? `x${raw}` : raw;
    return percentEncode(safe) + (junk ?? '');
  };
}

export interface RequestContext {
  known: KnownValues;
  /** Cookie headers to send (a shopper's session, broken ones) or none. */
  cookies: fc.Arbitrary<string | undefined>;
  /** Every fixed path segment of the table, lower-case. */
  fixedSegments: ReadonlySet<string>;
  /** Headers beside the cookie (the back office's X-CSRF-Token, right or wrong), if any. */
  headers?: fc.Arbitrary<Record<string, string>>;
}

/** Requests to the call `method path`: mostly as the table describes it, always a little wrong. */
export function requestsTo(method: CallMethod, path: string, spec: CallSpec, context: RequestContext): fc.Arbitrary<HostileRequest> {
  const param = paramFor(context.fixedSegments);
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const paramValue = (name: string) => {
    const right = context.known[name] ?? fc.string({ minLength: 1, maxLength: 12 });
    return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: spoiled(right) }, { weight: 1, arbitrary: hostileValue });
  };
  const params = fc.tuple(...names.map((name) => fc.tuple(paramValue(name), fc.option(brokenEscape, { freq: 6 }))));
  const queryJunk = fc.option(fc.tuple(fc.constantFrom('', ...Object.keys(spec.query?.shape ?? {})), brokenEscape), { freq: 3 });
  return (
    fc
      .record({
        verb: fc.oneof(
          { weight: 6, arbitrary: fc.constant<string>(method) },
          { weight: 1, arbitrary: fc.constantFrom<string>(...ODD_METHODS, method === 'GET' ? 'POST' : 'GET') },
        ),
        params,
        query: inputFor(spec.query, context.known),
        queryJunk,
        body:
          method === 'POST'
            ? bodyFor(spec, context.known)
            : fc.oneof({ weight: 9, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: bodyFor(spec, context.known) }),
        cookie: context.cookies,
        extra: context.headers ?? fc.constant({}),
      })
      .map(({ verb, params: values, query, queryJunk: junk, body, cookie, extra }) => {
        let i = 0;
        const filled = path.replace(/\{\w+\}/g, () => {
          const [value, escape] = values[i++]!;
          return param(value, escape);
        });
        const qs = [queryString(query), junk ? `${junk[0]}${junk[1]}` : ''].filter(Boolean).join('&');
        const headers: Record<string, string> = { ...extra };
        if (body.type) headers['content-type'] = body.type;
        if (body.encoding) headers['content-encoding'] = body.encoding;
        if (cookie) headers.cookie = cookie;
        return {
          method: verb,
          path: `/api${filled}${qs ? `?${qs}` : ''}`,
          headers,
          ...(body.bytes ? { body: body.bytes } : {}),
          own: verb === method || (verb === 'HEAD' && method === 'GET'),
        };
      })
      // Node refuses a head over 16 KB itself (431, before any app code), so that is not the app's to answer.
      .filter((request) => request.path.length <= MAX_PATH)
  );
}

const MAX_PATH = 8 * 1024;
