import type { Logger } from 'pino';
import { DomainError } from '../http/errors';
import { ProviderError } from '../providers/error';
import { shipmentMessages } from './messages';

/**
 * Runs a call to the carrier for staff: a refusal of the shipment as it is (a permanent
 * ProviderError) is told with the carrier's reason (422), anything else is "try later" (502);
 * neither leaves anything half made, since the caller's transaction rolls back.
 */
export async function viaCarrier<T>(logger: Logger | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.permanent) throw new DomainError('shipment_refused', 422, shipmentMessages.refused(error.message));
    logger?.error({ err: error }, 'перевозчик не ответил');
    throw new DomainError('carrier_unavailable', 502, shipmentMessages.unavailable);
  }
}
