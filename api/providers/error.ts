/**
 * The one error every provider adapter throws (SMS, e-mail, payment). Whoever decides what to do
 * next reads it: the outbox gives a message up on a permanent refusal and retries the rest
 * (api/outbox/delivery.ts), a payment call answers the shopper "try later" (api/payment/via-provider.ts).
 */
import type { DeliveryProviderName } from './delivery/types';
import type { EmailProviderName } from './email/types';
import type { PaymentProviderName } from './payment/types';
import type { SmsProviderName } from './sms/types';

export type ProviderName = SmsProviderName | EmailProviderName | PaymentProviderName | DeliveryProviderName;

/**
 * The provider did not do what it was asked. `permanent`: it refused this request as it is (a bad
 * number, no such mailbox, a receipt the acquirer will not take): sending it again changes nothing.
 * Otherwise (an outage, a timeout, an answer we cannot read, our account's key or balance, which the
 * people who run the shop can fix) the same request may go through later.
 */
export class ProviderError extends Error {
  /** Which adapter refused: 'smsru', 'smtp', 'yookassa', … (pino logs it with the error). */
  readonly provider: ProviderName;
  readonly permanent: boolean;
  constructor(message: string, options: { provider: ProviderName; permanent: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.provider = options.provider;
    this.permanent = options.permanent;
  }
}
