import type { CallData, CallId, CallInput } from '../contract/calls';
import type { ApiError, Envelope } from '../contract/envelope';
import { callRequest } from './call-request';

/**
 * The one HTTP client of the contract, used by the browser (base '' → same origin /api) and by
 * the storefront's SSR prefetch (base = the api's URL, with the shopper's cookie forwarded).
 */
export interface ApiClientOptions {
  /** Origin in front of '/api', '' in the browser. */
  baseUrl: string;
  /** Extra headers on every request (cookie, x-request-id on the server). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  /** Path under /api, e.g. '/data/getStaticInfo/'. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/** A failed call: HTTP status plus the envelope's errors (spec §8). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
  ) {
    super(errors[0]?.message ?? `Ошибка запроса (${status})`);
    this.name = 'ApiRequestError';
  }
}

export interface ApiResult<T> {
  status: number;
  envelope: Envelope<T>;
  /** Set-Cookie headers of the answer, for the SSR server to pass on. */
  setCookies: string[];
  /** The answer's headers (the overlay's search reads its total from one). */
  headers: Headers;
}

export function apiUrl(baseUrl: string, path: string, query?: ApiRequest['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}/api${path}${qs ? `?${qs}` : ''}`;
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;

  /** Sends a call and returns status and envelope without throwing on status 'error'. */
  async function send<T>(req: ApiRequest): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      ...options.headers,
    };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    const res = await doFetch(apiUrl(options.baseUrl, req.path, req.query), {
      method: req.method ?? 'GET',
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      credentials: 'include',
      signal: req.signal,
    });
    let envelope: Envelope<T>;
    try {
      envelope = (await res.json()) as Envelope<T>;
    } catch {
      envelope = {
        status: 'error',
        errors: [{ message: 'Сервер ответил не по протоколу магазина' }],
        data: null as T,
      };
    }
    const setCookies = typeof res.headers.getSetCookie === 'function' ? res.headers.getSetCookie() : [];
    return { status: res.status, envelope, setCookies, headers: res.headers };
  }

  /** Sends a call and returns its data with the answer's headers, throwing ApiRequestError when it failed. */
  async function answer<T>(req: ApiRequest): Promise<{ data: T; headers: Headers }> {
    const { status, envelope, headers } = await send<T>(req);
    if (status >= 400 || envelope.status !== 'ok') throw new ApiRequestError(status, envelope.errors ?? []);
    return { data: envelope.data, headers };
  }

  /** Sends a call and returns its data, throwing ApiRequestError when it failed. */
  async function call<T>(req: ApiRequest): Promise<T> {
    return (await answer<T>(req)).data;
  }

  /**
   * Sends a call of the contract table by its id (shared/contract/calls), throwing ApiRequestError
   * when it failed; the input and the answer's data have the table's types.
   */
  function request<Id extends CallId>(id: Id, input: CallInput<Id>, options: { signal?: AbortSignal } = {}): Promise<CallData<Id>> {
    return call<CallData<Id>>({ ...callRequest(id, input as never), signal: options.signal });
  }

  /** `request` with the answer's headers beside its data. */
  function requestAnswer<Id extends CallId>(
    id: Id,
    input: CallInput<Id>,
    options: { signal?: AbortSignal } = {},
  ): Promise<{ data: CallData<Id>; headers: Headers }> {
    return answer<CallData<Id>>({ ...callRequest(id, input as never), signal: options.signal });
  }

  return { send, call, request, requestAnswer };
}

export type ApiClient = ReturnType<typeof createApiClient>;
