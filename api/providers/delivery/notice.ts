/**
 * The body of CDEK's ORDER_STATUS webhook, which the sandbox's notices copy so that one route serves
 * both: `{ type: 'ORDER_STATUS', uuid, attributes: { code, cdek_number, status_date_time, … } }`.
 * Only what names the shipment and its claimed status is read; the shop believes neither and reads
 * the shipment again. https://api-docs.cdek.ru/29934408.html
 */
import { z } from 'zod';
import { shipmentStateOf } from './cdek-statuses';
import type { ShipmentNotice } from './types';

const orderStatusSchema = z.object({
  type: z.literal('ORDER_STATUS'),
  uuid: z.string().min(1).max(100),
  attributes: z.object({ code: z.string().min(1).max(100) }),
});

/** The notice, when the body is an ORDER_STATUS of a shipment `ours` recognises. */
export function readOrderStatusNotice(body: unknown, ours: (externalId: string) => boolean): ShipmentNotice | null {
  const parsed = orderStatusSchema.safeParse(body);
  if (!parsed.success || !ours(parsed.data.uuid)) return null;
  return { externalId: parsed.data.uuid, claimed: shipmentStateOf(parsed.data.attributes.code) };
}
