/**
 * What the shop needs from whoever sends its SMS: one text to one Russian mobile number. Providers
 * only talk to the outside (or pretend to); which messages exist and whether they were sent is the
 * outbox's business (api/outbox/), and retrying is the job runner's (api/jobs/).
 */

export type SmsProviderName = 'sandbox' | 'smsru';

export interface SmsMessage {
  /** 7XXXXXXXXXX: eleven digits, Russia's country code first. */
  phone: string;
  text: string;
  /**
   * Our id of the message ('outbox:42'), given to the gateway as its idempotency reference where it
   * takes one, so that a retry after a lost answer is not a second SMS. SMS.ru takes none.
   */
  reference: string;
}

export interface SentSms {
  /** The gateway's id of the message (SMS.ru's sms_id). */
  externalId: string;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** Hands the message to the gateway. Throws ProviderError (../error.ts) when it did not take it. */
  send(message: SmsMessage): Promise<SentSms>;
}
