/**
 * What the storefront's proxy learns about the services behind it, for whoever counts it: the
 * metrics (issue 12's prom-client counters subscribe here) and tests. Process-wide, since the
 * counters are; a listener that throws is not the shopper's problem and is ignored.
 */

/** The services the storefront proxies to: `/api` and the payment back-end (PAYMENT_API_URL). */
export type UpstreamName = 'api' | 'payment';

/**
 * Why an upstream gave no answer: `timeout` (slower than its *_PROXY_TIMEOUT_SECONDS), `refused`
 * (nothing listens: down or restarting), `reset` (the connection dropped mid-answer), `unreachable`
 * (no route or no such host), `error` (anything else).
 */
export type UpstreamFailureReason = 'timeout' | 'refused' | 'reset' | 'unreachable' | 'error';

type FailureListener = (upstream: UpstreamName, reason: UpstreamFailureReason) => void;

const failureListeners = new Set<FailureListener>();

/** Calls `listener` on every proxied request an upstream did not answer; returns the unsubscribe. */
export function onUpstreamFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

export function reportUpstreamFailure(upstream: UpstreamName, reason: UpstreamFailureReason): void {
  for (const listener of failureListeners) {
    try {
      listener(upstream, reason);
    } catch {
      // A counter's fault must not turn the shopper's 502 into a crash.
    }
  }
}

const REASONS: Record<string, UpstreamFailureReason> = {
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  EPIPE: 'reset',
  ECONNABORTED: 'reset',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unreachable',
  EAI_AGAIN: 'unreachable',
  ETIMEDOUT: 'timeout',
};

/** The reason of a proxy error by its code (`socket hang up` is a reset: the upstream closed on us). */
export function failureReason(error: unknown): UpstreamFailureReason {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && REASONS[code]) || 'error';
}

/** How the log says it, in Russian for the people on duty. */
export const REASON_TEXT: Record<UpstreamFailureReason, string> = {
  timeout: 'не ответил вовремя',
  refused: 'соединение отклонено (сервис не запущен?)',
  reset: 'соединение оборвалось',
  unreachable: 'адрес недоступен',
  error: 'ошибка соединения',
};
