/**
 * E-mail over SMTP with nodemailer (SMTP_URL: smtp://user:pass@host:587, smtps://… for implicit
 * TLS). One connection per message: the shop sends a few letters an hour, and a pooled connection
 * would only add a state to go stale between them.
 */
import nodemailer from 'nodemailer';
import { ProviderError } from '../error';
import type { EmailProvider } from './types';

export interface SmtpSettings {
  url: string;
  /** A hung server must not hold a worker: give up a connection, greeting or reply after this, ms. */
  timeoutMs: number;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * A 5xx reply to the recipient (EENVELOPE: "550 no such user") or to the message itself (EMESSAGE:
 * "554 rejected") refuses this letter for good. Anything else — the server down or slow, 4xx
 * "try later", our login refused (EAUTH, which whoever runs the shop can fix while letters wait) —
 * is retried.
 */
function refusedForGood(error: SmtpFailure): boolean {
  const refused = error.code === 'EENVELOPE' || error.code === 'EMESSAGE';
  return refused && error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 600;
}

export function smtpEmailProvider(settings: SmtpSettings): EmailProvider {
  // The URL's own settings (?secure=…, ?tls.rejectUnauthorized=…) win over these defaults.
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
        return { externalId: info.response || info.messageId };
      } catch (error) {
        const failure = error as SmtpFailure & Error;
        const why = failure.response ?? failure.message;
        throw new ProviderError(`SMTP не принял письмо: ${why}`, { provider: 'smtp', permanent: refusedForGood(failure), cause: error });
      }
    },
  };
}
