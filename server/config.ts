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
export const storefrontSettings = z.object({
  NODE_ENV: nodeEnv,
  PORT: port(3000).describe('Where the storefront listens.'),
  HOST: z.string().default('0.0.0.0').describe('The address the storefront listens on.'),
  // main.ts sets it when one process runs both roles.
  API_URL: z
    .url({ error: 'API_URL должен быть адресом http://…' })
    .default('http://127.0.0.1:3001')
    .describe('The back-end, for `--role web`: any back-end that speaks the contract.'),
  PAYMENT_API_URL: z
    .url({ error: 'PAYMENT_API_URL должен быть адресом http://…' })
    .optional()
    .describe(
      'The payment back-end the storefront sends `/api/order/getPaymentByOrderCode/` and `/api/payment/` to (spec §7.3). Unset: `API_URL`.',
    ),
  // A page cannot learn the public origin from the request behind a proxy.
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: trustProxySetting.describe(
    "Which proxies in front of the storefront may name the shopper's address in `X-Forwarded-For` (Express's `trust proxy`): " +
      '`loopback`, `none` when the shop faces the internet itself, a hop count, or addresses and CIDRs separated by commas ' +
      '(`10.0.0.0/8, 192.168.1.5`). A hop not in the list is the shopper, whatever it wrote (docs/decisions/015).',
  ),
  // The api answers in milliseconds; 30 s is for a checkout behind a slow acquirer.
  API_PROXY_TIMEOUT_SECONDS: seconds(30, 0.1, 600).describe(
    'How long the storefront waits for the api on a proxied `/api` call (a free connection, the answer and its body), seconds, ' +
      'before the shopper gets 504 «Сервис временно недоступен, попробуйте позже». The log names the upstream and why (timeout, refused, reset).',
  ),
  // The pool bounds what one storefront can put on the api at once.
  API_PROXY_POOL_SIZE: poolSize(128).describe(
    'Keep-alive connections the storefront keeps to the api at most; more calls at once wait for a free one.',
  ),
  PAYMENT_PROXY_TIMEOUT_SECONDS: seconds(30, 0.1, 600).describe('As `API_PROXY_TIMEOUT_SECONDS`, for the payment back-end.'),
  PAYMENT_PROXY_POOL_SIZE: poolSize(32).describe('As `API_PROXY_POOL_SIZE`, for the payment back-end, whose calls are few.'),
  SEARCH_PROXY_POOL_SIZE: poolSize(16).describe(
    "The api's search calls (`/api/catalog/search/`, `/api/catalog/search-pagen/`) go through a pool of their own of this many connections, " +
      "so a flood of searches waits behind itself and not in front of the pages' and the basket's calls.",
  ),
  ...httpServerSettings,
  BODY_LIMIT_KB: bodyLimitKb,
  PUBLIC_DIR: z.string().default('./dist/public').describe('Where the build put the client bundles and static files.'),
  RENDER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10_000)
    .describe("How long a page's server render may stream before it is aborted, ms."),
  PREFETCH_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3_000)
    .describe(
      "How long the server render waits for the api's data, ms; past it the page is served without that data and the browser asks for it.",
    ),
  SHARED_DATA_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(30)
    .describe(
      "How long the storefront reuses the api's answers that are the same for every shopper (shop info, menu, posters, reviews, " +
        "the home page's blocks, facet counts), seconds. A change shows on pages at most this long after the api gives it " +
        "(the api keeps them 30–60 s itself); the owner's shop info and posters at most 2 s, here and in the api. `0` asks every time (docs/decisions/018).",
    ),
  // An nginx before 1.29 takes the 103 for the answer, and pages hang.
  EARLY_HINTS: z
    .enum(['on', 'off'], { error: 'допустимые значения: on, off' })
    .default('off')
    .describe(
      "`on`/`off`: answer a page with `103 Early Hints` (its modules and the font) before the page's data is in. " +
        'It pays only through a front that forwards 103 over HTTP/2 or 3 (nginx 1.29 or newer with `early_hints`, Caddy): ' +
        'turn it on there (docs/decisions/016).',
    ),
  LOG_LEVEL: logLevel,
  LOG_FORMAT: logFormat,
  METRICS_TOKEN: metricsToken,
  ...metricsServerSettings,
  METRICA_COUNTER_ID: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^[0-9]{1,12}$/, { error: 'METRICA_COUNTER_ID — номер счётчика Метрики, только цифры' })
        .optional(),
    )
    .describe(
      'Yandex Metrica counter: goals and the e-commerce data layer (RUB). Unset: no tag script, no data layer, no Metrica in the CSP.',
    ),
});

// Defaults that depend on other fields.
const withDefaults = storefrontSettings
  .superRefine(checkServerTimeouts)
  .transform((config) => ({ ...config, PAYMENT_API_URL: config.PAYMENT_API_URL ?? config.API_URL }));

export type ServerConfig = z.infer<typeof withDefaults>;

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  return parseEnvironment(withDefaults, env, 'витрины');
}
