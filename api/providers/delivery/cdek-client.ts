/**
 * CDEK API v2's transport: an OAuth client-credentials token (POST /oauth/token, form-encoded),
 * kept until shortly before it expires and fetched once however many calls wait for it; a 401
 * refreshes it once and retries once; every call has a timeout. https://api-docs.cdek.ru/29923918.html
 */
import { z } from 'zod';
import { cdekErrors, cdekFailed, cdekRefusal } from './cdek-errors';

export interface CdekAccount {
  /** e.g. https://api.cdek.ru/v2, no trailing slash. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });

/** A token is renewed this long before CDEK says it expires (a call in flight must not outlive it). */
const MAX_MARGIN_MS = 60_000;

export interface CdekRequest {
  method?: 'GET' | 'POST';
  /** From the API's base ('/orders') or a whole URL CDEK gave (a print's PDF). */
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface CdekAnswer {
  status: number;
  /** The parsed JSON, or the raw bytes for a document. */
  body: unknown;
  bytes: Buffer;
}

export interface CdekClient {
  /** Calls CDEK; answers every status but 401 (after one retry) and 5xx, which throw non-permanent. */
  send(request: CdekRequest): Promise<CdekAnswer>;
  /** Like send, but a 400 or 422 throws CDEK's refusal and any other non-2xx a failure. */
  json(request: CdekRequest): Promise<unknown>;
}

export function cdekClient(account: CdekAccount): CdekClient {
  let cached: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const signalOf = (signal?: AbortSignal) => {
    const timeout = AbortSignal.timeout(account.timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  };

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: account.clientId,
      client_secret: account.clientSecret,
    });
    let response: Response;
    try {
      response = await fetch(`${account.apiUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
        signal: signalOf(),
      });
    } catch (error) {
      throw cdekFailed('СДЭК не ответил на запрос токена', error);
    }
    // Wrong keys are the shop's account to fix, not this request's fault: not permanent.
    if (!response.ok) throw cdekFailed(`СДЭК не выдал токен (HTTP ${response.status}): проверьте CDEK_CLIENT_ID и CDEK_CLIENT_SECRET`);
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw cdekFailed('СДЭК выдал токен, который не прочесть');
    const lifetimeMs = parsed.data.expires_in * 1000;
    cached = { value: parsed.data.access_token, renewAt: Date.now() + lifetimeMs - Math.min(MAX_MARGIN_MS, lifetimeMs / 10) };
    return cached.value;
  }

  function token(): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return Promise.resolve(cached.value);
    // Single flight: everyone waiting for a new token waits for the same request.
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function once(request: CdekRequest, bearer: string): Promise<CdekAnswer> {
    const url = new URL(request.path.startsWith('http') ? request.path : `${account.apiUrl}${request.path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, String(value));
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${bearer}`,
          Accept: 'application/json',
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: signalOf(request.signal),
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw cdekFailed(`СДЭК не ответил вовремя (${request.method ?? 'GET'} ${url.pathname})`, error);
    }
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    let body: unknown = bytes;
    if (isJson) {
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch (error) {
        throw cdekFailed(`СДЭК ответил, но ответ не прочесть (${url.pathname})`, error);
      }
    }
    return { status: response.status, body, bytes };
  }

  async function send(request: CdekRequest): Promise<CdekAnswer> {
    const bearer = await token();
    let answer = await once(request, bearer);
    if (answer.status === 401) {
      // The token went stale early (CDEK revoked it): renew once, unless another call already did.
      if (cached?.value === bearer) cached = null;
      answer = await once(request, await token());
      if (answer.status === 401) throw cdekFailed('СДЭК не принимает токен: проверьте ключи интеграции');
    }
    if (answer.status >= 500) throw cdekFailed(`СДЭК не смог ответить (HTTP ${answer.status})`);
    return answer;
  }

  return {
    send,
    async json(request) {
      const answer = await send(request);
      if (answer.status === 400 || answer.status === 422) throw cdekRefusal(cdekErrors(answer.body));
      if (answer.status < 200 || answer.status >= 300) throw cdekFailed(`СДЭК ответил HTTP ${answer.status} (${request.path})`);
      return answer.body;
    },
  };
}
