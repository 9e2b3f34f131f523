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
  /**
   * A multipart POST (a product's picture): the browser writes the boundary. Sent by XMLHttpRequest,
   * whose upload reports its bytes as they go (fetch reports none): `onProgress` hears them, the last
   * with `sent === total` once all are sent and the server's turn has come.
   */
  upload<T>(path: string, form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<T>;
  /** The token of the signed-in session; null after sign-out. */
  setCsrfToken(token: string | null): void;
}

/** An upload's bytes sent so far of all it sends. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface AdminHttpOptions {
  /** Origin for tests outside a browser; '' in the app (same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * The uploads' transport: the browser's own in the app; a test's stand-in. Where there is none (a
   * test outside a browser) an upload goes by fetch, without progress.
   */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

function queryString(query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An answer's data from its envelope, or its refusal as an HttpError with the envelope's Russian message. */
function envelopeData<T>(status: number, text: string): T {
  let envelope: Envelope<T> | undefined;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new HttpError(NO_ANSWER, status || 503);
  }
  if (status >= 200 && status < 300 && envelope?.status === 'ok') return envelope.data;
  const message = envelope?.errors?.[0]?.message ?? NO_ANSWER;
  throw new HttpError(message, status, envelope);
}

async function readEnvelope<T>(response: Response): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new HttpError(NO_ANSWER, response.status || 503);
  }
  return envelopeData<T>(response.status, text);
}

/**
 * A POST of `form` by XMLHttpRequest, its upload's progress told to `onProgress`; the answer read as
 * fetch's is (the same envelope, the same refusals). A lost connection is NO_ANSWER, as with fetch.
 */
function sendForm<T>(
  Xhr: typeof XMLHttpRequest,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', url);
    // Same origin: the staff cookie goes as with fetch's credentials 'same-origin'.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      let total = 0;
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        total = event.total;
        onProgress({ sent: event.loaded, total });
      };
      xhr.upload.onload = () => onProgress({ sent: total, total });
    }
    xhr.onload = () => {
      try {
        resolve(envelopeData<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(new HttpError(NO_ANSWER, 503));
    xhr.send(form);
  });
}

/** What a refusal says to staff: the envelope's Russian message an HttpError carries, or the error's own. */
export const refusalMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createAdminHttp({
  baseUrl = '',
  fetch: send = globalThis.fetch.bind(globalThis),
  XMLHttpRequest: Xhr = globalThis.XMLHttpRequest as typeof XMLHttpRequest | undefined,
}: AdminHttpOptions = {}): AdminHttp {
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
    upload: (path, form, onProgress) => {
      const headers = { Accept: 'application/json', ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}) };
      return Xhr ? sendForm(Xhr, `${baseUrl}/api${path}`, headers, form, onProgress) : call('POST', path, { headers, body: form });
    },
    setCsrfToken(token) {
      csrfToken = token;
    },
  };
}
