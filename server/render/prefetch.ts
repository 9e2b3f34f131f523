import type { Logger } from 'pino';
import { unstable_serialize } from 'swr';
import type { ApiClient } from '../../shared/api/client';
import { requestForKey, type SwrKey } from '../../shared/api/keys';
import { calls } from '../../shared/contract/calls';
import { storefrontApiCalls } from '../../shared/node/metrics';

export interface Prefetched {
  /** SWR fallback keyed by `unstable_serialize(key)`, exactly as the client's hooks look it up. */
  fallback: Record<string, unknown>;
  /** Set-Cookie headers of the api's answers, for the page's response. */
  setCookies: string[];
  /** Serialized keys the api answered with 404: the page names something that does not exist. */
  notFound: Set<string>;
}

/** What the api gave for one key: its data (checked against the contract), a 404, or nothing usable. */
export type KeyAnswer =
  { kind: 'data'; data: unknown; setCookies: string[] } | { kind: 'notFound'; setCookies: string[] } | { kind: 'failed' };

/**
 * Asks the api for one key, the answer checked against its call's response schema in the contract
 * table. A key that fails, is too slow or answers off the contract is logged and comes back
 * `failed`: the page still renders and the client fetches it after hydration. A 404 is not
 * logged: an unknown code in an address is the shopper's typo, not our fault.
 */
export async function fetchKey(api: ApiClient, key: SwrKey, log: Logger, signal: AbortSignal): Promise<KeyAnswer> {
  const answer = await askApi(api, key, log, signal);
  storefrontApiCalls.inc({ call: key[0], outcome: answer.kind === 'notFound' ? 'not_found' : answer.kind });
  return answer;
}

async function askApi(api: ApiClient, key: SwrKey, log: Logger, signal: AbortSignal): Promise<KeyAnswer> {
  try {
    const { status, envelope, setCookies } = await api.send({ ...requestForKey(key), signal });
    if (status === 404) return { kind: 'notFound', setCookies };
    if (status >= 400 || envelope.status !== 'ok') {
      log.warn({ key, status, errors: envelope.errors }, 'данные страницы не получены');
      return { kind: 'failed' };
    }
    // A back-end that answers off the contract must not break the page: the client asks again.
    const checked = calls[key[0]].response.safeParse(envelope.data);
    if (!checked.success) {
      log.warn({ key, issues: checked.error.issues.slice(0, 5) }, 'ответ api не по контракту');
      return { kind: 'failed' };
    }
    return { kind: 'data', data: envelope.data, setCookies };
  } catch (error) {
    log.warn({ key, err: error }, 'данные страницы не получены');
    return { kind: 'failed' };
  }
}

/**
 * The page's keys in parallel: `fetchKey` through `answer` (the api with the shopper's cookie, or
 * the storefront's cache of answers that are everyone's, see shared-data.ts), gathered into the
 * SWR fallback, the Set-Cookies to pass on and the keys that named nothing.
 */
export async function prefetch(keys: SwrKey[], answer: (key: SwrKey) => Promise<KeyAnswer>): Promise<Prefetched> {
  const fallback: Record<string, unknown> = {};
  const setCookies: string[] = [];
  const notFound = new Set<string>();
  const answers = await Promise.all(keys.map(answer));
  answers.forEach((result, i) => {
    if (result.kind === 'failed') return;
    setCookies.push(...result.setCookies);
    const serialized = unstable_serialize(keys[i]);
    if (result.kind === 'notFound') notFound.add(serialized);
    else fallback[serialized] = result.data;
  });
  return { fallback, setCookies, notFound };
}
