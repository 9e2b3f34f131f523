import { formatCertificateCode } from '../../shared/contract/certificate-code';
import { DomainError, fieldRefusal } from '../http/errors';
import { formatDate } from '../../shared/format/date';
import { formatPrice, kopecksToRubles } from '../../shared/format/number';

/** What a shopper reads when a certificate cannot be used or attached. */
export const certificateMessages = {
  unknown: 'Сертификат с таким кодом не найден — проверьте код',
  spent: (code: string) => `Сертификат ${formatCertificateCode(code)} израсходован: на нём не осталось денег`,
  /** Past its expires_at (spec §9 date, Moscow): it pays no new order. */
  expired: (code: string, expiresAt: Date) => `Срок действия сертификата ${formatCertificateCode(code)} истёк ${formatDate(expiresAt)}`,
  /** The lead's rule: one unpaid order per certificate at a time (docs/decisions/013); to the order's own shopper. */
  held: (orderCode: string) => `Сертификат уже применён к неоплаченному заказу ${orderCode}: оплатите или отмените его`,
  /** The same to someone else: the order's code is not theirs to know (issue 21). */
  heldElsewhere:
    'Сертификат уже применён к другому заказу, который ещё не оплачен: им можно будет платить, когда тот заказ оплатят или отменят',
  buysCertificate: 'Подарочным сертификатом нельзя оплатить другой сертификат: оформите сертификат отдельным заказом без кода',
  onlineOnly: 'Подарочный сертификат оплачивается только онлайн: оформите его через корзину с оплатой по СБП',
  /** At placement: the certificate would now pay less than the draft showed. */
  changed: (balanceKopecks: number) =>
    `Баланс сертификата изменился: на нём осталось ${formatPrice(kopecksToRubles(balanceKopecks))} Проверьте сумму к оплате`,
  /** Blocked by the staff (issue 24), a reissued one too: the holder asks the shop for its new code. */
  blocked: (code: string) =>
    `Сертификат ${formatCertificateCode(code)} заблокирован магазином. Если он ваш, напишите или позвоните нам — поможем`,
  otherAccount: 'Этот сертификат привязан к другому личному кабинету',
  signIn: 'Войдите в личный кабинет',
} as const;

/** A certificate's refusal, about the body's `certificate` field: the form shows it beside the code. */
export const certificateRefusal = (code: string, status: number, message: string) => fieldRefusal(code, status, message, 'certificate');

/** The refusal of a code that does not exist: what guessing codes runs into (api/limits/). */
export const isUnknownCertificate = (error: unknown): boolean => error instanceof DomainError && error.code === 'certificate_unknown';
