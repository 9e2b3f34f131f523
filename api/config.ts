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
  wholeNumber,
} from '../shared/node/config';
import { apiTrustSetting } from '../shared/node/trust-proxy';
import { adminSettings } from './config-admin';
import { checkDeliverySettings, deliverySettings } from './config-delivery';
import { limitSettings } from './config-limits';
import { pictureSettings } from './config-pictures';
import { providerSettings } from './config-providers';

/** The back-end's configuration, parsed once from the environment (nothing else reads process.env). */
export const apiSettings = z.object({
  NODE_ENV: nodeEnv,
  API_PORT: port(3001).describe(
    'Where the back-end listens with `--role api`. With both roles in one process (`node dist/main.js`) it takes a free port instead.',
  ),
  API_HOST: z
    .string()
    .default('127.0.0.1')
    .describe('The address the back-end listens on; `--role worker` answers on it too (`WORKER_PORT`).'),
  DATABASE_URL: z
    .url({ error: 'DATABASE_URL должен быть адресом postgres://…' })
    .optional()
    .describe(
      'Any PostgreSQL 14 or newer whose database has a UTF-8 `LC_CTYPE` (full-text search and trigrams need it for Cyrillic). ' +
        'Unset: the embedded PostgreSQL, its data under `DATA_DIR`.',
    ),
  DATA_DIR: z
    .string()
    .default('./data')
    .describe(
      'Where the embedded PostgreSQL keeps its data (`pg/`, its password in `pg.password`), where letters are written as `.eml` files (`mail/`) while `SMTP_URL` is unset, and where `npm run backup` writes its copy (`backups/`) when given no file.',
    ),
  LOG_LEVEL: logLevel,
  LOG_FORMAT: logFormat,
  METRICS_TOKEN: metricsToken,
  ...metricsServerSettings,
  // The worker has no HTTP of its own: Prometheus and a balancer's health checks need a port.
  WORKER_PORT: port(3002).describe(
    'Where `--role worker` answers `/metrics` (as on `METRICS_PORT`), `/healthz` and `/readyz`, on `API_HOST`. ' +
      'Two workers on one machine need a port each; `0` picks a free one.',
  ),
  // One hop, the peer: a storefront writes one address (shared/node/trust-proxy.ts, docs/decisions/029).
  API_TRUST_PROXY: apiTrustSetting.describe(
    "Which storefronts the api believes when they pass the shopper's address on (one hop, its peer): " +
      "`loopback` when both roles share a machine, the storefronts' addresses or CIDRs separated by commas when `--role web` runs elsewhere, " +
      "`none` to believe nobody (then every shopper is the storefront's address for the per-address limits). A hop count is refused.",
  ),
  ...httpServerSettings,
  BODY_LIMIT_KB: bodyLimitKb,
  PUBLIC_URL: publicUrl,
  ...providerSettings,
  ...limitSettings,
  ...adminSettings,
  ...pictureSettings,
  ...deliverySettings,
  ALTCHA_HMAC_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => key || undefined)
    .refine(
      (key) => key === undefined || key.length >= 32,
      'ALTCHA_HMAC_KEY должен быть не короче 32 символов (например, openssl rand -hex 32)',
    )
    .describe(
      'The key (32 characters or more, the same on every api instance) that signs the proof-of-work challenges. ' +
        'Unset: a key drawn once into the database (`shared_secrets`), which every instance on it shares and a restart keeps.',
    ),
  SESSION_IDLE_DAYS: wholeNumber(30, { min: 1, max: 365, unit: 'дней' }).describe(
    "A session (a guest's too) ends after this many days unused; the browser is then a guest, and the cookie lives as long. " +
      'A job each night (03:40) ends the expired sessions and deletes what nobody can reach any more (docs/decisions/037).',
  ),
  // From the token's issue, so a token copied from a browser stops working however busy the thief keeps it.
  SESSION_MAX_DAYS: wholeNumber(180, { min: 1, max: 730, unit: 'дней' }).describe(
    'A session ends this many days after its token was issued (the first visit, again at sign-in), however often it is used.',
  ),
  STOCK_DIGEST: z
    .enum(['on', 'off'], { error: 'допустимые значения: on, off' })
    .default('on')
    .describe(
      'The morning letter to the owner and managers listing offers out of stock or at most their threshold; sent only when some are.',
    ),
  STOCK_DIGEST_HOUR: wholeNumber(8, { min: 0, max: 23, unit: 'час' }).describe(
    "The hour (Moscow time, 0–23) the stock watch's morning letter goes out, on the hour.",
  ),
  JOBS_POLL_SECONDS: z.coerce
    .number()
    .min(0.5)
    .max(60)
    .default(2)
    .describe('How often an idle job worker looks for due jobs (retries), seconds; a new message wakes it at once.'),
  JOBS_LEASE_SECONDS: wholeNumber(15, { min: 2, max: 600, unit: 'секунд' }).describe(
    'How long a job a runner took stays its own without a sign of life from it, seconds: a running job is renewed every third of it, ' +
      'so a runner killed mid-job (a crash, `kill -9`, a lost machine) has its jobs retried by another after about this long ' +
      '(plus a third of it for the check and the retry delay). The same on every instance.',
  ),
  CATALOG_PAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .default(5)
    .describe(
      "How long each api instance reuses a product page's answer and a listing's (section, promo, whole catalogue), " +
        'which are the same for every shopper, seconds. The stock a page shows is at most this old; the basket checks stock on every add. ' +
        '`0` reads every time (docs/decisions/032).',
    ),
});

const schema = apiSettings.superRefine((config, ctx) => {
  checkServerTimeouts(config, ctx);
  checkDeliverySettings(config, ctx);
  if (config.SESSION_IDLE_DAYS > config.SESSION_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_IDLE_DAYS'],
      message: 'не больше SESSION_MAX_DAYS: сессия не живёт дольше своего предела',
    });
  }
  if (config.SMS_PROVIDER === 'smsru' && !config.SMSRU_API_ID) {
    ctx.addIssue({ code: 'custom', path: ['SMSRU_API_ID'], message: 'нужен при SMS_PROVIDER=smsru (api_id из личного кабинета SMS.ru)' });
  }
  if (config.PICTURE_STORAGE === 's3' && !config.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'нужен при PICTURE_STORAGE=s3 (корзина для картинок товаров)' });
  }
  if (config.PAYMENT_PROVIDER !== 'yookassa') return;
  // Without them every call to the acquirer fails with 401: better not to start at all.
  for (const key of ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const) {
    if (!config[key]) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `нужен при PAYMENT_PROVIDER=yookassa (данные магазина из личного кабинета ЮKassa)`,
      });
    }
  }
});

export type ApiConfig = z.infer<typeof schema>;

export function parseApiConfig(env: Record<string, string | undefined>): ApiConfig {
  return parseEnvironment(schema, env, 'api');
}

/** Whether the sandbox's demo payment may be used (see SBP_SANDBOX_DEMO). */
export function sandboxDemoPayOn(config: ApiConfig): boolean {
  if (config.PAYMENT_PROVIDER !== 'sandbox') return false;
  return config.SBP_SANDBOX_DEMO ? config.SBP_SANDBOX_DEMO === 'on' : config.NODE_ENV !== 'production';
}

/**
 * Whether the sign-in code is shown in the sendCode answer (see SMS_SANDBOX_DEMO). Only with the
 * sandbox: with a real gateway the code must reach nobody but the phone, whatever the demo says.
 */
export function smsDemoOn(config: ApiConfig): boolean {
  if (config.SMS_PROVIDER !== 'sandbox') return false;
  return config.SMS_SANDBOX_DEMO ? config.SMS_SANDBOX_DEMO === 'on' : config.NODE_ENV !== 'production';
}
