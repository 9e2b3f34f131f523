import { z } from 'zod';

/** An outside service's address: tests point it at a local fake server. No trailing slash. */
export const serviceUrl = (name: string, fallback: string) =>
  z
    .url({ error: `${name} должен быть адресом https://…` })
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

/** How long to wait for an outside service before the try counts as failed and is retried, seconds. */
export const serviceTimeout = (fallback: number) => z.coerce.number().min(1).max(120).default(fallback);

/**
 * The outside world the api talks to, part of its configuration (api/config.ts): who takes
 * payments, who sends SMS and letters (api/providers/), and how the outbox retries them.
 * Each has an offline sandbox, the default, so `npm start` needs no account anywhere.
 */
export const providerSettings = {
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'yookassa'], { error: 'допустимые значения: sandbox, yookassa' })
    .default('sandbox')
    .describe("Who takes SBP payments: `sandbox` (offline) or `yookassa` (the acquirer's API with the shop's credentials)."),
  YOOKASSA_SHOP_ID: z
    .string()
    .trim()
    .optional()
    .describe(
      "The shop's id from the YooKassa cabinet, required with `yookassa`. " +
        "Set the cabinet's notification URL to `https://{shop}/api/payment/notify/yookassa/`.",
    ),
  YOOKASSA_SECRET_KEY: z.string().trim().optional().describe("The shop's secret key from the YooKassa cabinet, required with `yookassa`."),
  YOOKASSA_API_URL: serviceUrl('YOOKASSA_API_URL', 'https://api.yookassa.ru/v3').describe(
    "The acquirer's API (tests point it at a local fake).",
  ),
  // The retry's Idempotence-Key makes it the same payment (docs/decisions/006, 051).
  PAYMENT_TIMEOUT_SECONDS: serviceTimeout(10).describe(
    "How long the payment page waits for the acquirer's payments API (a link made, a payment read again), seconds, before it " +
      'answers «try again» (502); the next try sends the same Idempotence-Key, so a payment made meanwhile is the one shown.',
  ),
  // The retry's Idempotence-Key makes it the same receipt (docs/decisions/027).
  RECEIPT_TIMEOUT_SECONDS: serviceTimeout(10).describe(
    "How long to wait for the acquirer's receipts API (each paid order's 54-FZ receipt), seconds, before the try counts as failed " +
      'and is retried with the same Idempotence-Key. A receipt the acquirer refuses (400) is given up at once.',
  ),
  // The retry's Idempotence-Key makes it the same refund (docs/decisions/047).
  REFUND_TIMEOUT_SECONDS: serviceTimeout(10).describe(
    "How long to wait for the acquirer's refunds API, seconds, before the try counts as failed and is retried (by the outbox's " +
      'job, with back-off) with the same Idempotence-Key, so the money goes back once. A refund the acquirer refuses (400) is given up at once.',
  ),
  // One hour is how long YooKassa keeps an SBP payment open.
  SBP_LINK_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60)
    .describe(
      "How long an SBP link pays, and an SBP order's payment window from placing, minutes. " +
        'A later visit issues a fresh link only for what is left of the window.',
    ),
  // Room for a payment made in the window's last minute to be confirmed (docs/decisions/025).
  UNPAID_ORDER_GRACE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(15)
    .describe(
      'How long after its payment window an unpaid SBP order waits for a late confirmation before the job (every minute) cancels it ' +
        'and puts its units, coupon use and certificate part back, minutes. Money that still arrives is recorded and flagged for a refund.',
    ),
  // A real deployment (Dockerfile, `node dist/main.js`) leaves it off: nobody gets goods for a fake payment.
  SBP_SANDBOX_DEMO: z
    .enum(['on', 'off'], { error: 'допустимые значения: on, off' })
    .optional()
    .describe("`on`/`off`: the sandbox's «Оплатить (демо)». Unset: on outside production. `npm start` sets `on`."),
  SMS_SANDBOX_DEMO: z
    .enum(['on', 'off'], { error: 'допустимые значения: on, off' })
    .optional()
    .describe(
      '`on`/`off`: with `SMS_PROVIDER=sandbox` only, the sign-in code comes back in the `sendCode` answer ' +
        'and the form shows «Код для входа (демо): …». Unset: on outside production. `npm start` sets `on`.',
    ),
  SMS_PROVIDER: z
    .enum(['sandbox', 'smsru'], { error: 'допустимые значения: sandbox, smsru' })
    .default('sandbox')
    .describe(
      'Who sends SMS (sign-in codes, order notices, certificate codes): `sandbox` (logs them with the number masked and sends nothing; ' +
        'the text only at `LOG_LEVEL=debug`) or `smsru`.',
    ),
  SMSRU_API_ID: z.string().trim().optional().describe('The api_id from the SMS.ru cabinet, required with `smsru`.'),
  SMSRU_API_URL: serviceUrl('SMSRU_API_URL', 'https://sms.ru').describe("SMS.ru's API (tests point it at a local fake)."),
  SMSRU_FROM: z.string().trim().optional().describe("A sender name approved in the SMS.ru cabinet. Unset: SMS.ru's default."),
  SMSRU_TIMEOUT_SECONDS: serviceTimeout(10).describe(
    'How long to wait for SMS.ru, seconds, before the try counts as failed and is retried.',
  ),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((url) => url || undefined)
    .refine((url) => url === undefined || /^smtps?:\/\/[^/\s]+/.test(url), 'SMTP_URL должен быть адресом smtp://… или smtps://…')
    .describe(
      'The mail server for order letters: `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. ' +
        'Unset: each letter is written as an `.eml` file under `DATA_DIR/mail/` and its path logged.',
    ),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .describe(
      "The letters' sender: `Хлопушки <shop@example.ru>`, or a bare address (the shop's name from its footer is added). " +
        'Unset: `noreply@` the host of `PUBLIC_URL`.',
    ),
  SHOP_NOTIFY_EMAIL: z
    .email({ error: 'SHOP_NOTIFY_EMAIL должен быть адресом e-mail' })
    .optional()
    .describe("Where the shop gets a letter of each order placed and paid. Unset: the shop's e-mail of the footer."),
  SMTP_TIMEOUT_SECONDS: serviceTimeout(20).describe(
    'How long to wait for the mail server (connecting, each reply), seconds, before the try counts as failed and is retried. ' +
      'A 5xx refusal of the address is never retried.',
  ),
  OUTBOX_RETRY_LIMIT: z.coerce
    .number()
    .int()
    .min(0)
    .max(50)
    .default(10)
    .describe(
      'How many times a message that failed to go (an outage, a timeout) is retried before it is given up (`failed_at`). ' +
        'A refusal of the number or address is never retried.',
    ),
  OUTBOX_RETRY_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(15)
    .describe("The first retry's delay, seconds; each next one about doubles (10 retries ≈ 4–8 hours)."),
  OUTBOX_SWEEP_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(30)
    .describe('How often each job runner looks for messages no wake reached (a crash between commit and wake), seconds.'),
};
