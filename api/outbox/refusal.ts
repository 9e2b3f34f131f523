/**
 * Whether a message's failed try is its last: a refusal for good is given up on at once, anything
 * else is retried (until the last try). docs/decisions/043-provider-errors-and-the-outbox-job.md.
 */
import { ProviderError } from '../providers/error';

/** What a sender throws when the message can never go (a payload no provider could send): it is not retried. */
export class PermanentDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentDeliveryError';
  }
}

/** A sender's own refusal for good, or a provider's (`permanent`: a bad number, no such mailbox, a receipt refused). */
export const isFinalRefusal = (error: unknown): boolean =>
  error instanceof PermanentDeliveryError || (error instanceof ProviderError && error.permanent);
