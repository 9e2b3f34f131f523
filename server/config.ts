import { z } from 'zod';
import {
  bodyLimitKb,
  checkServerTimeouts,
  httpServerSettings,
  logFormat,
  logLevel,
  metricsServerSettings,
  metricsToken,
  nodeEnv,
  parseEnvironment,
  port,
  publicUrl,
  seconds,
  wholeNumber,
} from '../shared/node/config';
import { trustProxySetting } from '../shared/node/trust-proxy';

/** Connections to one upstream at most (see Upstream.poolSize in server/middleware/api-proxy.ts). */
const poolSize = (fallback: number) => wholeNumber(fallback, { min: 1, max: 4096, unit: 'соединений' });

/** The storefront's configuration, parsed once from the environment (nothing else reads process.env). */
const schema = z.object({
  NODE_ENV: nodeEnv,
  PORT: port(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The back-end that speaks the contract; set by main.ts when one process runs both roles. */
  API_URL: z.url({ error: 'API_URL должен быть адресом http://…' }).default('http://127.0.0.1:3001'),
  /**
   * The payment back-end (spec §7.3): /api/order/getPaymentByOrderCode/ and /api/payment/ go there.
   * Unset: API_URL, including the one main.ts sets when one process runs both roles.
   */
  PAYMENT_API_URL: z.url({ error: 'PAYMENT_API_URL должен быть адресом http://…' }).optional(),
  /**
   * The shop's public origin, for canonical URLs, Open Graph, the sitemap and robots.txt (a page
   * cannot learn it from the request behind a proxy). No trailing slash.
   */
  PUBLIC_URL: publicUrl,
  /**
   * Which proxies in front of the storefront may tell it the shopper's address (X-Forwarded-For),
   * in Express's `trust proxy` syntax; the api believes what the storefront decides. `none` when
   * the shop faces the internet itself (docs/decisions/015).
   */
  TRUST_PROXY: trustProxySetting,
  /**
   * The /api proxy's upstreams (server/middleware/api-proxy.ts): how long a request may take before
   * the shopper gets the Russian envelope (504), seconds, and how many keep-alive connections each
   * keeps at most. The api answers in milliseconds; 30 s is for a checkout behind a slow acquirer.
   * The pool bounds what one storefront can put on the api at once; the payment calls are few.
   */
  API_PROXY_TIMEOUT_SECONDS: seconds(30, 0.1, 600),
  API_PROXY_POOL_SIZE: poolSize(128),
  PAYMENT_PROXY_TIMEOUT_SECONDS: seconds(30, 0.1, 600),
  PAYMENT_PROXY_POOL_SIZE: poolSize(32),
  /**
   * The api's search calls go through a pool of their own (issue 21): a flood of searches then waits
   * for these connections, not for the ones the pages and the basket need.
   */
  SEARCH_PROXY_POOL_SIZE: poolSize(16),
  /** The storefront's own HTTP server's timeouts (shared/node/config.ts). */
  ...httpServerSettings,
  /** The largest request body sent on to the api, KB (server/middleware/body-limit.ts). */
  BODY_LIMIT_KB: bodyLimitKb,
  /** Where the build put the client bundles and static files. */
  PUBLIC_DIR: z.string().default('./dist/public'),
  /** How long SSR may stream before it is aborted, ms. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long SSR waits for the api's data before rendering without it (the client fetches it), ms. */
  PREFETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /**
   * How long the storefront reuses the api's answers that are the same for every shopper (shop info,
   * menu, posters, reviews, the home page's blocks, facet counts) instead of asking for them per
   * page, seconds; 0 asks every time (docs/decisions/018-server-render-speed.md).
   */
  SHARED_DATA_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * `103 Early Hints` naming the page's modules and the font as soon as the route is matched, before
   * the api's data (docs/decisions/016-speed.md). Off by default: an nginx before 1.29 takes the 103 for the answer.
   */
  EARLY_HINTS: z.enum(['on', 'off'], { error: 'допустимые значения: on, off' }).default('off'),
  LOG_LEVEL: logLevel,
  /** Who may read /metrics on any port by a Bearer token (shared/node/metrics-route.ts). */
  METRICS_TOKEN: metricsToken,
  /** Where /metrics answers without the token: its own port, loopback by default (main.ts opens it). */
  ...metricsServerSettings,
  LOG_FORMAT: logFormat,
  /**
   * Yandex Metrica counter (spec §7.2, §9). Unset or empty: no tag script, no data layer and no
   * Metrica addresses in the CSP.
   */
  METRICA_COUNTER_ID: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[0-9]{1,12}$/, { error: 'METRICA_COUNTER_ID — номер счётчика Метрики, только цифры' })
      .optional(),
  ),
});

// Defaults that depend on other fields.
const withDefaults = schema
  .superRefine(checkServerTimeouts)
  .transform((config) => ({ ...config, PAYMENT_API_URL: config.PAYMENT_API_URL ?? config.API_URL }));

export type ServerConfig = z.infer<typeof withDefaults>;

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  return parseEnvironment(withDefaults, env, 'витрины');
}
