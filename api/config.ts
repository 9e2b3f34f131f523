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

/** A limit: a whole number of at least 1. */
const positiveCount = (fallback: number) => wholeNumber(fallback, { min: 1 });

/** The back-end's configuration, parsed once from the environment (nothing else reads process.env). */
const schema = z
  .object({
    NODE_ENV: nodeEnv,
    /** Port of the api role; 0 picks a free one (used when one process runs both roles). */
    API_PORT: port(3001),
    API_HOST: z.string().default('127.0.0.1'),
    /** Any PostgreSQL; unset starts the embedded one with its data under DATA_DIR. */
    DATABASE_URL: z.url({ error: 'DATABASE_URL должен быть адресом postgres://…' }).optional(),
    DATA_DIR: z.string().default('./data'),
    LOG_LEVEL: logLevel,
    /** Who may read /metrics on any port by a Bearer token (shared/node/metrics-route.ts). */
    METRICS_TOKEN: metricsToken,
    /** Where /metrics answers without the token: its own port, loopback by default (main.ts opens it). */
    ...metricsServerSettings,
    /**
     * Where `--role worker`, which has no HTTP of its own, answers /metrics, /healthz and /readyz
     * (on API_HOST); 0 picks a free port. Two workers on one machine need a port each.
     */
    WORKER_PORT: port(3002),
    LOG_FORMAT: logFormat,
    /**
     * Which storefronts the api believes when they name the shopper's address (one hop, the peer):
     * `loopback` when both roles share a machine, the storefronts' addresses or CIDRs when they do
     * not, `none` to believe nobody (shared/node/trust-proxy.ts, docs/decisions/029).
     */
    API_TRUST_PROXY: apiTrustSetting,
    /** The api's own HTTP server's timeouts (shared/node/config.ts). */
    ...httpServerSettings,
    /** The largest JSON body a call takes, KB: a larger one is refused with 413 (api/http/calls.ts). */
    BODY_LIMIT_KB: bodyLimitKb,
    /**
     * The storefront's public origin, as the storefront reads it: a state-changing call from a
     * page of another origin is refused (api/http/cross-site.ts).
     */
    PUBLIC_URL: publicUrl,
    /**
     * Who takes SBP payments: 'sandbox' (offline, its demo «pay» works outside production) or
     * 'yookassa' (the acquirer's API with the credentials below).
     */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'yookassa'], { error: 'допустимые значения: sandbox, yookassa' }).default('sandbox'),
    /** The shop's id and secret key from the YooKassa cabinet (HTTP Basic auth of API v3); empty = unset. */
    YOOKASSA_SHOP_ID: z.string().trim().optional(),
    YOOKASSA_SECRET_KEY: z.string().trim().optional(),
    /** Tests point it at a local fake server. No trailing slash. */
    YOOKASSA_API_URL: z
      .url({ error: 'YOOKASSA_API_URL должен быть адресом https://…' })
      .default('https://api.yookassa.ru/v3')
      .transform((url) => url.replace(/\/+$/, '')),
    /**
     * How long to wait for the acquirer's receipts API (a 54-FZ receipt) before counting the try as
     * failed and retrying it, seconds; the retry's Idempotence-Key makes it the same receipt.
     */
    RECEIPT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
    /**
     * How long an SBP link pays, minutes; a later visit issues a fresh one. One hour is how long
     * YooKassa keeps an SBP payment open.
     */
    SBP_LINK_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(60),
    /**
     * How long after its SBP payment window (SBP_LINK_TTL_MINUTES from placing) an unpaid order
     * waits before the job cancels it and puts its units back on sale, minutes: room for a payment
     * made in the window's last minute to be confirmed (docs/decisions/025-unpaid-orders.md).
     */
    UNPAID_ORDER_GRACE_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(15),
    /**
     * The sandbox's demo «pay» (and its bank notification call): on outside production by default.
     * `npm start` turns it on explicitly, because it is the demo shop a stranger pays in; a real
     * deployment (Dockerfile, `node dist/main.js`) leaves it off, so nobody gets goods for a fake payment.
     */
    SBP_SANDBOX_DEMO: z.enum(['on', 'off'], { error: 'допустимые значения: on, off' }).optional(),
    /**
     * The SMS sandbox's demo: the sign-in code comes back in the sendCode answer (DEMO_CODE) and
     * the form shows it, so a newcomer signs in with no gateway. On outside production by default;
     * `npm start` turns it on, a real deployment leaves it off (the code goes only by SMS).
     */
    SMS_SANDBOX_DEMO: z.enum(['on', 'off'], { error: 'допустимые значения: on, off' }).optional(),
    /**
     * Sign-in codes one address may ask for in an hour: generous for a family or a mobile
     * carrier's shared address, yet it stops one machine from texting thousands of phones.
     */
    LOGIN_CODES_PER_IP_HOUR: positiveCount(20),
    /**
     * Wrong sign-in codes one address (an IPv6 /64) may type in an hour, whatever the phones: a
     * parent mistypes a few, a script guessing codes across phones is stopped. Past it every code
     * from there is refused, right or not, until the hour ends.
     */
    WRONG_LOGIN_CODES_PER_IP_HOUR: positiveCount(20),
    /**
     * The key that signs proof-of-work challenges (ALTCHA), the same on every api instance; unset =
     * the one the database keeps (drawn by migration 0015), which every instance on it shares.
     */
    ALTCHA_HMAC_KEY: z
      .string()
      .trim()
      .optional()
      .transform((key) => key || undefined)
      .refine(
        (key) => key === undefined || key.length >= 32,
        'ALTCHA_HMAC_KEY должен быть не короче 32 символов (например, openssl rand -hex 32)',
      ),
    /** Orders (checkout and one-click) one address may place in an hour. */
    ORDERS_PER_IP_HOUR: positiveCount(30),
    /**
     * Orders placed for one phone in an hour (refusals are counted only against the address): a
     * loop of orders cannot reserve the stock. A phone the session confirmed with a code has an
     * hour of its own, which strangers typing its number do not spend.
     */
    ORDERS_PER_PHONE_HOUR: positiveCount(10),
    /**
     * Orders paid on receipt (one-click ones included) a confirmed phone may hold open at once:
     * placed and neither cancelled nor handed to the courier. Nothing releases them by itself, so
     * this is what stops one phone from holding the stock (docs/decisions/036-orders-abuse.md).
     */
    OPEN_ORDERS_ON_RECEIPT_PER_PHONE: positiveCount(3),
    /** «Перезвоните мне» requests one address may send in an hour. */
    CALLBACKS_PER_IP_HOUR: positiveCount(10),
    /** «Перезвоните мне» requests for one phone in an hour: the manager is not sent to call one number over and over. */
    CALLBACKS_PER_PHONE_HOUR: positiveCount(3),
    /**
     * Unknown gift certificate codes one address may type in an hour (attaching, the checkout's
     * draft, placing): a shopper mistypes a few, a script guessing codes is stopped.
     */
    CERTIFICATE_TRIES_PER_IP_HOUR: positiveCount(20),
    /**
     * Searches one address may make each second, steadily (the overlay asks 600 ms after the last
     * keystroke): with the burst below, a parent never meets it; a script flooding search does.
     */
    SEARCHES_PER_IP_SECOND: positiveCount(2),
    /** Searches above that steady rate one address may make in a minute (fast typing, paging through results). */
    SEARCH_BURST_PER_IP_MINUTE: positiveCount(30),
    /**
     * Searches this api process runs at once, whoever sends them (one per core: a search is
     * PostgreSQL's CPU, so more at once only wait longer): the rest wait, so that a flood from many
     * addresses leaves the pool's connections (10) and the cores to the pages and the basket.
     */
    SEARCH_CONCURRENCY: positiveCount(2),
    /**
     * Searches that may wait for their turn; past that a search is refused at once (503, «Поиск
     * сейчас перегружен»). Short: each waiting search holds a storefront connection to the api.
     */
    SEARCH_QUEUE: positiveCount(20),
    /**
     * A session ends after this many days without use, and this many days after its token was issued
     * (at the first visit, again at sign-in) however often it is used: a token copied from a
     * browser stops working (api/session/, docs/decisions/037). The cookie lives as long.
     */
    SESSION_IDLE_DAYS: wholeNumber(30, { min: 1, max: 365, unit: 'дней' }),
    SESSION_MAX_DAYS: wholeNumber(180, { min: 1, max: 730, unit: 'дней' }),
    /** Who sends SMS: 'sandbox' (logs them, sends nothing) or 'smsru' (SMS.ru's HTTP API). */
    SMS_PROVIDER: z.enum(['sandbox', 'smsru'], { error: 'допустимые значения: sandbox, smsru' }).default('sandbox'),
    /** The api_id from the SMS.ru cabinet; empty = unset. */
    SMSRU_API_ID: z.string().trim().optional(),
    /** Tests point it at a local fake server. No trailing slash. */
    SMSRU_API_URL: z
      .url({ error: 'SMSRU_API_URL должен быть адресом https://…' })
      .default('https://sms.ru')
      .transform((url) => url.replace(/\/+$/, '')),
    /** A sender name approved in the SMS.ru cabinet; unset = the gateway's default. */
    SMSRU_FROM: z.string().trim().optional(),
    /** How long to wait for SMS.ru before counting the try as failed (and retrying), seconds. */
    SMSRU_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
    /**
     * E-mail (order notices): smtp://user:password@host:587 or smtps://…:465; empty = unset, and
     * then each letter is written as an .eml file under DATA_DIR/mail/ (api/providers/email/).
     */
    SMTP_URL: z
      .string()
      .trim()
      .optional()
      .transform((url) => url || undefined)
      .refine((url) => url === undefined || /^smtps?:\/\/[^/\s]+/.test(url), 'SMTP_URL должен быть адресом smtp://… или smtps://…'),
    /** The letters' sender: 'Хлопушки <shop@example.ru>' or an address (then the shop's name is added); unset = noreply@ the host of PUBLIC_URL. */
    MAIL_FROM: z.string().trim().optional(),
    /** Where the shop hears of orders placed and paid; unset = the shop's own e-mail from its footer (shop_info). */
    SHOP_NOTIFY_EMAIL: z.email({ error: 'SHOP_NOTIFY_EMAIL должен быть адресом e-mail' }).optional(),
    /** How long to wait for the SMTP server (connecting, its greeting, each reply), seconds. */
    SMTP_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(20),
    /**
     * Outbox delivery (api/jobs/): how many times a failed try is retried, the first retry's delay
     * in seconds (each next one about twice as long), and how often each runner sweeps the outbox
     * for a message nobody picked up (a crash between commit and wake), seconds.
     */
    OUTBOX_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
    OUTBOX_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    OUTBOX_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How often an idle job worker looks for due jobs (retries), seconds; a wake skips the wait. */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /**
     * How long each api instance reuses a product page's answer and a listing's (section, promo,
     * whole catalogue; the same for every shopper), seconds; 0 reads the database every time. The
     * stock shown is then at most this old, as on a page opened that much earlier; the basket
     * checks stock itself (docs/decisions/032-ssr-floor.md).
     */
    CATALOG_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  })
  .superRefine((config, ctx) => {
    checkServerTimeouts(config, ctx);
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
