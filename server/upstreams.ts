import type { ServerConfig } from './config';
import type { Upstream } from './middleware/api-proxy';

/** The api behind `/api`, as API_URL and API_PROXY_* configure it. */
export const apiUpstream = (config: ServerConfig): Upstream => ({
  name: 'api',
  url: config.API_URL,
  timeoutSeconds: config.API_PROXY_TIMEOUT_SECONDS,
  poolSize: config.API_PROXY_POOL_SIZE,
});

/**
 * The api again, for its search calls only (SEARCH_PATHS), on a small pool of its own: a flood of
 * searches queues behind itself, not in front of the basket's calls.
 */
export const searchUpstream = (config: ServerConfig): Upstream => ({ ...apiUpstream(config), poolSize: config.SEARCH_PROXY_POOL_SIZE });

/** The payment back-end behind PAYMENT_PATHS, as PAYMENT_API_URL and PAYMENT_PROXY_* configure it. */
export const paymentUpstream = (config: ServerConfig): Upstream => ({
  name: 'payment',
  url: config.PAYMENT_API_URL,
  timeoutSeconds: config.PAYMENT_PROXY_TIMEOUT_SECONDS,
  poolSize: config.PAYMENT_PROXY_POOL_SIZE,
});
