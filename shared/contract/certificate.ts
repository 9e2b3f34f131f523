import { z } from 'zod';
import { CERTIFICATE_ALPHABET, CERTIFICATE_CODE_LENGTH, CERTIFICATE_EVENT_KINDS, normalizeCertificateCode } from './certificate-code';
import { typedText } from './input';

export * from './certificate-code';

/**
 * Gift certificates (spec §1, §7.5, issue 10): bought as a product (3 000, 5 000 or 10 000 р.), issued
 * when that order is paid, attached to an account, spent at checkout. Money in rubles at the edge.
 */

const CODE_RE = new RegExp(`^[${CERTIFICATE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);

const CODE_MESSAGE = 'Проверьте код сертификата: 16 букв и цифр, например K7QW-3MZP-9XRD-H2TE';

/** A certificate code as a person types it (any case, spaces or dashes between groups). */
export const certificateCodeInput = typedText('Введите код сертификата', 'Код сертификата')
  .max(100, CODE_MESSAGE)
  .transform(normalizeCertificateCode)
  .refine((code) => code.length > 0, 'Введите код сертификата')
  .refine((code) => CODE_RE.test(code), CODE_MESSAGE);

/** In the checkout's body and the draft's: optional, empty means none. */
export const optionalCertificateCode = typedText('Код сертификата: ожидается строка', 'Код сертификата')
  .max(100, CODE_MESSAGE)
  .transform(normalizeCertificateCode)
  .refine((code) => code === '' || CODE_RE.test(code), CODE_MESSAGE)
  .transform((code) => (code === '' ? null : code))
  .optional()
  .transform((code) => code ?? null);

/** 'expired': past EXPIRES_AT with money left (a spent one stays 'spent'); 'blocked' by the shop (a reissued one too). */
export const CERTIFICATE_STATUSES = ['active', 'spent', 'expired', 'blocked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** One movement of a certificate's balance, newest first. */
export const certificateEventSchema = z.object({
  /** ISO 8601. */
  DATE: z.string(),
  /** 'issued' on payment of its order; 'held' by an order placed; 'spent' when that order is paid
   * or placed with payment on receipt; 'released' when that order is cancelled; 'reissued' when the
   * shop moved the balance to a new code. */
  KIND: z.enum(CERTIFICATE_EVENT_KINDS),
  /** Rubles: positive adds to the balance, negative takes from it. */
  AMOUNT: z.number(),
  ORDER_CODE: z.string().nullable(),
});

/** A certificate as its holder sees it (the order page that issued it, the personal area). */
export const certificateSchema = z
  .object({
    /** Formatted in groups: 'K7QW-3MZP-9XRD-H2TE'. */
    CODE: z.string(),
    NOMINAL: z.number(),
    /** What it can still pay: nominal − spent − held by unpaid orders. */
    BALANCE: z.number(),
    STATUS: z.enum(CERTIFICATE_STATUSES),
    /** 'Активен', 'Израсходован', 'Срок действия истёк'. */
    STATUS_NAME: z.string(),
    /** ISO 8601. */
    ISSUED_AT: z.string(),
    /** ISO 8601: ISSUED_AT + CERTIFICATE_VALID_MONTHS; from then on it pays no new order. */
    EXPIRES_AT: z.string(),
    HISTORY: z.array(certificateEventSchema),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof certificateSchema>;

/** What a certificate pays of an order (the draft's and the order's line of the totals). */
export const certificatePaymentSchema = z
  .object({
    CODE: z.string(),
    /** Rubles this order takes from the certificate. */
    AMOUNT: z.number(),
    /** What stays on the certificate after this order. */
    BALANCE_AFTER: z.number(),
  })
  .meta({ id: 'CertificatePayment' });
export type CertificatePayment = z.infer<typeof certificatePaymentSchema>;

/** GET /profile/certificates/: the account's certificates, newest first. */
export const certificateListDataSchema = z.object({ certificates: z.array(certificateSchema) });
export type CertificateListData = z.infer<typeof certificateListDataSchema>;

/** POST /profile/certificates/use/: the code to attach to the account. */
export const certificateUseBodySchema = z.object({ certificate: certificateCodeInput });
export const certificateDataSchema = z.object({ certificate: certificateSchema });
export type CertificateData = z.infer<typeof certificateDataSchema>;
