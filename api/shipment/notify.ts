/**
 * The carrier's webhook (POST /api/delivery/notify/{provider}/, decision 060). A notice is only a
 * hint: the shipment it names is read again from the carrier's account (fetchShipment), and only
 * that word is applied. A notice that names nothing of ours, or that the carrier does not confirm,
 * changes nothing, is logged and answers 200, so that the carrier stops sending it; a carrier that
 * cannot be asked is a 502, and it sends the notice again later.
 */
import type { Logger } from 'pino';
import type { SHIPMENT_NOTICE_RESULTS } from '../../shared/contract/calls/shipment';
import type { DeliveryProviderName } from '../../shared/contract/delivery-constants';
import { job } from '../order/service';
import type { Db } from '../db/database';
import { DomainError } from '../http/errors';
import { ProviderError } from '../providers/error';
import type { Carriers } from './carriers';
import { shipmentMessages } from './messages';
import { findShipment } from './queries';
import { applyCarrierWord } from './track';

export type NoticeResult = (typeof SHIPMENT_NOTICE_RESULTS)[number];

/** Who moved the order, in its history: the carrier's notice. */
export const carrierNotice = (provider: DeliveryProviderName) => job(`delivery.notify.${provider}`);

export async function handleShipmentNotice(
  db: Db,
  carriers: Carriers,
  providerName: DeliveryProviderName,
  body: unknown,
  logger: Logger,
): Promise<NoticeResult> {
  const carrier = carriers.byName[providerName];
  if (!carrier) {
    logger.warn({ provider: providerName }, 'уведомление от перевозчика, с которым магазин не работает');
    return 'unknown_shipment';
  }
  const notice = carrier.parseNotice(body);
  if (!notice) {
    logger.warn({ provider: providerName }, 'уведомление перевозчика не прочитано: отправления в нём нет');
    return 'unreadable';
  }
  // Ours first: a stranger's made-up id must not make us call the carrier.
  const known = await findShipment(db, carrier.name, notice.externalId);
  if (!known) {
    logger.warn({ provider: providerName, externalId: notice.externalId }, 'уведомление о неизвестном отправлении');
    return 'unknown_shipment';
  }
  let actual;
  try {
    actual = await carrier.fetchShipment(notice.externalId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logger.error({ err: error, externalId: notice.externalId }, 'перевозчик не ответил на проверку уведомления');
    throw new DomainError('carrier_unavailable', 502, shipmentMessages.unavailable);
  }
  if (!actual || actual.externalId !== known.externalId) {
    logger.warn(
      { provider: providerName, externalId: notice.externalId },
      'уведомление не подтверждено перевозчиком: отправления у него нет',
    );
    return 'not_verified';
  }
  if (actual.state !== notice.claimed)
    logger.warn(
      { provider: providerName, externalId: notice.externalId, claimed: notice.claimed, actual: actual.state },
      'уведомление не подтверждено: у перевозчика отправление в другом состоянии, применено его слово',
    );
  const result = await applyCarrierWord(db, known.id, actual, 'noticed', carrierNotice(carrier.name));
  return actual.state !== notice.claimed && result === 'recorded' ? 'not_verified' : result;
}
