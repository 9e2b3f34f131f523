/**
 * The poll job's run (api/jobs/shipment-poll.ts, decision 060): shipments still waiting for their
 * number, and those on their way that heard nothing for TRACKING_STALE_HOURS, are read from the
 * carrier and its word applied as a webhook's would be. One carrier's outage fails its shipments
 * only; they are asked again on the next run.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { Actor } from '../order/service';
import { ProviderError } from '../providers/error';
import type { Carriers } from './carriers';
import { markChecked, shipmentsToAsk } from './queries';
import { applyCarrierWord } from './track';

export interface PollSettings {
  staleHours: number;
  batch: number;
}

export interface PollFigures {
  asked: number;
  moved: number;
  failed: number;
}

export async function pollShipments(
  db: Db,
  carriers: Carriers,
  settings: PollSettings,
  logger: Logger,
  actor: Actor,
): Promise<PollFigures> {
  const figures: PollFigures = { asked: 0, moved: 0, failed: 0 };
  for (const row of await shipmentsToAsk(db, settings.staleHours, settings.batch)) {
    const carrier = carriers.byName[row.provider];
    if (!carrier) {
      logger.error({ provider: row.provider, shipment: row.id }, 'отправление у перевозчика, который не настроен: не проверено');
      figures.failed++;
      continue;
    }
    figures.asked++;
    try {
      const word = await carrier.fetchShipment(row.externalId);
      if (!word) {
        logger.error({ provider: row.provider, externalId: row.externalId }, 'перевозчик не знает отправления магазина');
        await markChecked(db, row.id);
        continue;
      }
      if ((await applyCarrierWord(db, row.id, word, 'checked', actor)) === 'moved') figures.moved++;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      logger.warn({ err: error, shipment: row.id }, 'перевозчик не ответил о статусе отправления');
      figures.failed++;
    }
  }
  return figures;
}
