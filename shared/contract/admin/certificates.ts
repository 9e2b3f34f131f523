import { z } from 'zod';
import { CERTIFICATE_EVENT_KINDS } from '../certificate-code';
import { CERTIFICATE_STATUSES } from '../certificate';
import { typedText } from '../input';
import { pageAfter, pageLimit, pageOf } from './list';

/**
 * Gift certificates in the back office (issue 24): the list masks codes (the last group only, as
 * contacts are masked), a certificate's page shows its code whole with its ledger. Money in kopecks.
 */

/** GET /admin/certificates/ query: a code typed whole or its last four letters (q), or the order that bought it. */
export const certificateListQuerySchema = z.object({
  q: typedText('Поиск (q): ожидается строка', 'Поиск (q)')
    .trim()
    .max(40, 'Поиск (q) — не длиннее 40 символов')
    .optional()
    .transform((q) => q ?? ''),
  after: pageAfter,
  limit: pageLimit,
});
export type CertificateListQuery = z.output<typeof certificateListQuerySchema>;

export const adminCertificateItemSchema = z.object({
  id: z.number().int(),
  /** '****-****-****-H2TE'. */
  code: z.string(),
  nominalKopecks: z.number().int(),
  balanceKopecks: z.number().int(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** The order that bought it. */
  orderCode: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export type AdminCertificateItem = z.infer<typeof adminCertificateItemSchema>;
export const certificateListSchema = pageOf(adminCertificateItemSchema);
export type CertificateList = z.infer<typeof certificateListSchema>;

export const certificateIdParamsSchema = z.object({
  id: z
    .string({ error: 'Сертификат: ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Сертификат: неверный номер')
    .transform(Number),
});

export const certificateMovementSchema = z.object({
  at: z.string(),
  kind: z.enum(CERTIFICATE_EVENT_KINDS),
  /** The balance's change: positive adds. */
  amountKopecks: z.number().int(),
  balanceAfterKopecks: z.number().int(),
  orderCode: z.string().nullable(),
});

export const adminCertificatePageSchema = adminCertificateItemSchema.extend({
  /** Whole: 'K7QW-3MZP-9XRD-H2TE', to read out to its holder. */
  code: z.string(),
  blockedAt: z.string().nullable(),
  /** The unpaid order holding part of it, if any. */
  heldOrderCode: z.string().nullable(),
  /** Attached to a personal area (the account's id), or null. */
  accountId: z.number().int().nullable(),
  /** The certificate this one replaced, and the one that replaced it (ids). */
  reissuedFromId: z.number().int().nullable(),
  reissuedToId: z.number().int().nullable(),
  /** Newest first. */
  movements: z.array(certificateMovementSchema),
});
export type AdminCertificatePage = z.infer<typeof adminCertificatePageSchema>;

/** Block or reissue: why, for the audit log. */
export const certificateActionBodySchema = z.object({
  reason: typedText('Причина: ожидается строка', 'Причина')
    .trim()
    .min(3, 'Напишите причину — она останется в журнале')
    .max(500, 'Причина — не длиннее 500 символов'),
});

export const CERTIFICATE_REFUSALS = {
  notFound: { status: 404, message: 'Сертификат не найден' },
  alreadyBlocked: { status: 409, message: 'Сертификат уже заблокирован' },
  reissued: { status: 409, message: 'Сертификат уже перевыпущен: откройте новый' },
  empty: { status: 409, message: 'На сертификате не осталось денег: перевыпускать нечего' },
  expired: { status: 409, message: 'Срок действия сертификата истёк: перевыпуск его не продлевает' },
  held: { status: 409, message: 'Сертификат применён к неоплаченному заказу: дождитесь оплаты или отмены заказа' },
} as const;
