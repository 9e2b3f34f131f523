import { z } from 'zod';

/** Variables both services read, with the same defaults. */
export const nodeEnv = z
  .enum(['development', 'production', 'test'])
  .default('development')
  .describe(
    "`production` for a deployment (`npm start` and the Dockerfile set it): React runs its production build, the sandboxes' " +
      'demos are off unless `SBP_SANDBOX_DEMO` or `SMS_SANDBOX_DEMO` turn them on, and the api warns at start while the demo payment is on or SMS go to the sandbox.',
  );
export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info')
  .describe("pino's level. A request's headers are logged only at `debug` (cookies and tokens hidden).");
/**
 * The shop's public origin (PUBLIC_URL): the storefront's canonical URLs, and one of the origins the
 * api takes a state-changing call from. No trailing slash.
 */
export const publicUrl = z
  .url({ error: 'PUBLIC_URL должен быть адресом https://… без пути' })
  .default('http://localhost:3000')
  .transform((url) => url.replace(/\/+$/, ''))
  .describe(
    "The shop's public origin, without a path: canonical URLs, Open Graph, the sitemap, robots.txt and the Yandex Market feed. " +
      "The api takes state-changing calls from it and from the request's own host, and refuses them from another site with 403 " +
      '(docs/decisions/015): give `--role api` the same value.',
  );
/**
 * METRICS_TOKEN: with it, /metrics answers anyone who sends `Authorization: Bearer <token>`;
 * without it (empty is unset), only this machine (docs/decisions/030).
 */
export const metricsToken = z
  .preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().min(16, { error: 'METRICS_TOKEN — не короче 16 символов' }).optional(),
  )
  .describe(
    'With it (16 characters or more), `/metrics` answers on any port whoever sends `Authorization: Bearer <token>` ' +
      '(401 without it, 403 with another). Without it, only on `METRICS_PORT`, to a peer on this machine that sends no forwarding header.',
  );
/** A TCP port; 0 picks a free one. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/**
 * Where a process answers /metrics apart from the shoppers' port (shared/node/metrics-server.ts):
 * loopback by default, where only this machine's Prometheus (or an SSH tunnel) reaches it. One
 * process has one such port whatever its roles; two processes on one machine need a port each.
 */
export const metricsServerSettings = {
  METRICS_PORT: port(3003).describe(
    "Where each process answers `/metrics`, apart from the shoppers' port (`--role worker`: `WORKER_PORT`). " +
      'Two processes on one machine need a port each; `0` picks a free one, logged at start.',
  ),
  METRICS_HOST: z
    .string()
    .trim()
    .min(1, { error: 'METRICS_HOST: адрес, на котором открыть метрики' })
    .default('127.0.0.1')
    .describe('The address `METRICS_PORT` listens on; `0.0.0.0` lets a Prometheus elsewhere scrape it with `METRICS_TOKEN`.'),
};

/**
 * A service's configuration, parsed once from the environment by its zod schema. A bad value
 * stops the start with one message that names every bad variable:
 * «Неверная конфигурация витрины:\n  PUBLIC_URL: …».
 * @param service whose configuration, in the genitive: «витрины», «api».
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
  service: string,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Неверная конфигурация ${service}:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * LOG_FORMAT: `pretty` (pino-pretty, one readable line per event) for a person at a terminal,
 * `json` (a line of JSON per event) for a collector. Unset: pretty when the output is a terminal,
 * decided where the logger is made (shared/node/logger.ts).
 */
export const logFormat = z
  .enum(['pretty', 'json'], { error: 'допустимые значения: pretty, json' })
  .optional()
  .describe(
    '`pretty` (one readable line per event, for a person) or `json` (a line of JSON per event, for a collector). ' +
      'Unset: `pretty` when the output is a terminal, else `json`.',
  );

/** A duration in seconds, fractions allowed (tests use a fifth of one), within [min, max]. */
export const seconds = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: `ожидается число секунд от ${min} до ${max}` })
    .min(min, `ожидается число секунд от ${min} до ${max}`)
    .max(max, `ожидается число секунд от ${min} до ${max}`)
    .default(fallback);

/**
 * The timeouts of every port a role serves (shared/node/http-server.ts): the shoppers', METRICS_PORT
 * and the worker's WORKER_PORT, read alike by every role.
 * Keep-alive outlives the 60 s idle timeout of nginx's upstream pool and of the common balancers, so
 * the front never reuses a connection Node has just closed (a spurious 502); headers and the
 * whole request are bounded well under Node's 60 s and 300 s: a shop's requests are small, and a
 * client that trickles them (slowloris) should not hold a connection for minutes.
 */
export const httpServerSettings = {
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds(65, 0.1, 3600).describe(
    "How long the server keeps an idle keep-alive connection, seconds. Keep it above the front's idle timeout " +
      "(nginx's upstream pool and the common balancers: 60 s), or the front reuses a connection just closed and answers 502.",
  ),
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds(20, 0.1, 600).describe(
    "How long the server waits for a request's headers, seconds (408 after); at most `HTTP_REQUEST_TIMEOUT_SECONDS`.",
  ),
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds(60, 0.1, 3600).describe('How long the server waits for a whole request, seconds (408 after).'),
};

/**
 * A whole number of at least `min` (and at most `max`, when given) of `unit` («соединений»,
 * «килобайт»; none for a plain count), with one message for every way a value can miss:
 * «ожидается целое число килобайт от 1 до 10240».
 */
export const wholeNumber = (fallback: number, { min, max, unit }: { min: number; max?: number; unit?: string }) => {
  const message = `ожидается целое число${unit ? ` ${unit}` : ''} от ${min}${max === undefined ? '' : ` до ${max}`}`;
  const bounded = z.coerce.number({ error: message }).int(message).min(min, message);
  return (max === undefined ? bounded : bounded.max(max, message)).default(fallback);
};

/**
 * BODY_LIMIT_KB: the largest request body either role takes, KB (the api's JSON parser; the
 * storefront refuses a larger declared body before it reaches the api). 100 KB is ten times the
 * largest order a shopper can place.
 */
export const bodyLimitKb = wholeNumber(100, { min: 1, max: 10_240, unit: 'килобайт' }).describe(
  'The largest request body, KB: the api refuses a larger one with 413 «Слишком большой запрос», ' +
    'and the storefront does before sending any of it on when its length is declared.',
);

/** Node refuses a headers timeout longer than the request's: say so at start, naming the variable. */
export function checkServerTimeouts(
  config: { HTTP_HEADERS_TIMEOUT_SECONDS: number; HTTP_REQUEST_TIMEOUT_SECONDS: number },
  ctx: z.RefinementCtx,
): void {
  if (config.HTTP_HEADERS_TIMEOUT_SECONDS > config.HTTP_REQUEST_TIMEOUT_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
      message: 'не больше HTTP_REQUEST_TIMEOUT_SECONDS: заголовки — часть запроса',
    });
  }
}
