import { fillPath, splitCallId } from '../contract/call';
import type { CallId, CallInput } from '../contract/calls';
import type { ApiRequest } from './client';

/**
 * The request of a call of the contract table, from its id and its input: the method and the path
 * of the id, its `{name}`s filled from `params` (encoded, so a code can hold any character), a
 * repeated query value as one comma list (how the api reads lists). Free of zod: the browser uses it.
 */
export function callRequest<Id extends CallId>(id: Id, ...[input]: OptionalWhenEmpty<CallInput<Id>>): ApiRequest {
  const { method, path: template } = splitCallId(id);
  const { params, query, body } = (input ?? {}) as Parts;
  const path = fillPath(template, (name) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${id}: не задан параметр пути «${name}»`);
    return encodeURIComponent(String(value));
  });
  const request: ApiRequest = { method, path };
  if (query) request.query = flatQuery(query);
  if (body !== undefined) request.body = body;
  return request;
}

interface Parts {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The input may be left out when the call takes none, or none of it is required. */
type OptionalWhenEmpty<T> = unknown extends T ? [input?: T] : Partial<T> extends T ? [input?: T] : [input: T];

function flatQuery(query: Record<string, unknown>): NonNullable<ApiRequest['query']> {
  const flat: NonNullable<ApiRequest['query']> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    flat[name] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return flat;
}
