/**
 * What the shop needs from whoever carries its e-mail: one message, already written (subject, plain
 * text and HTML), to one address. Which messages exist and whether they went is the outbox's
 * business (api/outbox/), retrying the job runner's (api/jobs/).
 */

export type EmailProviderName = 'smtp' | 'file';

export interface EmailMessage {
  /** 'Хлопушки <noreply@shop.ru>' or a bare address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * '<…@domain>', drawn from the outbox row: a retry after a lost answer carries the same
   * Message-ID, so a mail server or a mail client can tell it is the same letter (SMTP takes no
   * idempotency key of its own).
   */
  messageId: string;
}

export interface SentEmail {
  /** Where it went: the SMTP server's answer ('250 2.0.0 Ok: queued as …') or the file's path. */
  externalId: string;
}

export interface EmailProvider {
  readonly name: EmailProviderName;
  /** Hands the message over. Throws ProviderError (../error.ts) when it was not taken. */
  send(message: EmailMessage): Promise<SentEmail>;
}
