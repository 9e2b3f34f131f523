import type { Logger } from 'pino';
import { unstable_serialize } from 'swr';
import type { ApiClient } from '../../shared/api/client';
import { requestForKey, type SwrKey } from '../../shared/api/keys';
import { calls } from '../../shared/contract/calls';

export interface Prefetched {
  /** SWR fallback keyed by `unstable_serialize(key)`, exactly as the client's hooks look it up. */
  fallback: Record<string, unknown>;
  /** Set-Cookie headers of the api's answers, for the page's response. */
  setCookies: string[];
  /** Serialized keys the api answered with 404: the page names something that does not exist. */
  notFound: Set<string>;
}

/**
 * Fetches the keys in parallel, each answer checked against its call's response schema in the
 * contract table. A key that fails, is too slow or answers off the contract is logged and left out: the
 * page still renders and the client fetches it after hydration. A 404 is remembered, not logged:
 * an unknown code in an address is the shopper's typo, not our fault.
 */
export async function prefetch(api: ApiClient, keys: SwrKey[], log: Logger, timeoutMs: number): Promise<Prefetched> {
  const signal = AbortSignal.timeout(timeoutMs);
  const fallback: Record<string, unknown> = {};
  const setCookies: string[] = [];
  const notFound = new Set<string>();
  await Promise.all(
    keys.map(async (key) => {
      try {
        const { status, envelope, setCookies: cookies } = await api.send({ ...requestForKey(key), signal });
        setCookies.push(...cookies);
        if (status === 404) {
          notFound.add(unstable_serialize(key));
          return;
        }
        if (status >= 400 || envelope.status !== 'ok') {
          log.warn({ key, status, errors: envelope.errors }, 'данные страницы не получены');
          return;
        }
        // A back-end that answers off the contract must not break the page: the client asks again.
        const checked = calls[key[0]].response.safeParse(envelope.data);
        if (!checked.success) {
          log.warn({ key, issues: checked.error.issues.slice(0, 5) }, 'ответ api не по контракту');
          return;
        }
        fallback[unstable_serialize(key)] = envelope.data;
      } catch (error) {
        log.warn({ key, err: error }, 'данные страницы не получены');
      }
    }),
  );
  return { fallback, setCookies, notFound };
}
