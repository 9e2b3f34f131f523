import type { Logger } from 'pino';
import { DomainError } from '../http/errors';
import { ProviderError } from '../providers/error';
import { paymentMessages } from './messages';

/**
 * Runs a call to the acquirer; its failure becomes a 502 "try later" (a shopper retries, an acquirer
 * re-sends its notification), never a half-made payment or a bare 500.
 */
export async function viaProvider<T>(logger: Logger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logger.error({ err: error }, 'платёжный сервис не ответил');
    throw new DomainError('provider_unavailable', 502, paymentMessages.unavailable);
  }
}
