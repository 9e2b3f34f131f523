import { HttpError } from 'react-admin';
import type { Envelope } from './contract-types';

/** What the app says when the answer is not the shop's envelope (a proxy's page, a lost connection). */
export const NO_ANSWER = 'Сервер не ответил. Проверьте соединение и попробуйте ещё раз';

/**
 * The one way the app talks to /api/admin: JSON in the shop's envelope, the staff cookie sent
 * as the browser holds it, and the CSRF token (kept in memory only, never in storage a script
 * could read later) as X-CSRF-Token on every POST. A refusal becomes react-admin's HttpError
 * with the envelope's Russian message, which the notifications show as it is.
 */
export interface AdminHttp {
  get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** A file's own bytes as the body (the stock CSV), with its media type; the answer is the envelope. */
  postFile<T>(path: string, file: Blob, type: string, query?: Record<string, string | number | undefined>): Promise<T>;
  /** A multipart POST (a product's picture): the browser writes the boundary. */
  upload<T>(path: string, form: FormData): Promise<T>;
  /** The token of the signed-in session; null after sign-out. */
  setCsrfToken(token: string | null): void;
}

export interface AdminHttpOptions {
  /** Origin for tests outside a browser; '' in the app (same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

function queryString(query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readEnvelope<T>(response: Response): Promise<T> {
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new HttpError(NO_ANSWER, response.status || 503);
  }
  if (response.ok && envelope?.status === 'ok') return envelope.data;
  const message = envelope?.errors?.[0]?.message ?? NO_ANSWER;
  throw new HttpError(message, response.status, envelope);
}

/** What a refusal says to staff: the envelope's Russian message an HttpError carries, or the error's own. */
export const refusalMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createAdminHttp({ baseUrl = '', fetch: send = globalThis.fetch.bind(globalThis) }: AdminHttpOptions = {}): AdminHttp {
  let csrfToken: string | null = null;
  const call = async <T>(method: 'GET' | 'POST', path: string, init: RequestInit): Promise<T> => {
    let response: Response;
    try {
      response = await send(`${baseUrl}/api${path}`, { method, credentials: 'same-origin', ...init });
    } catch {
      throw new HttpError(NO_ANSWER, 503);
    }
    return readEnvelope<T>(response);
  };
  return {
    get: (path, query) => call('GET', path + queryString(query), { headers: { Accept: 'application/json' } }),
    post: (path, body = {}) =>
      call('POST', path, {
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}),
        },
        body: JSON.stringify(body),
      }),
    postFile: (path, file, type, query) =>
      call('POST', path + queryString(query), {
        headers: { Accept: 'application/json', 'Content-Type': type, ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}) },
        body: file,
      }),
    upload: (path, form) =>
      call('POST', path, { headers: { Accept: 'application/json', ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}) }, body: form }),
    setCsrfToken(token) {
      csrfToken = token;
    },
  };
}
