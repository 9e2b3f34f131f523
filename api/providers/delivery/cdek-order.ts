/**
 * CDEK's shipments: POST /orders answers 202 with the order's uuid while CDEK checks it; GET
 * /orders/{uuid} then gives its cdek_number, or the CREATE request's INVALID state with the reasons.
 * An order number CDEK already has is the same hand-over tried again: that order is found by
 * GET /orders?im_number= and returned. https://api-docs.cdek.ru/29923975.html
 */
import { z } from 'zod';
import type { CdekClient } from './cdek-client';
import { cdekErrors, cdekFailed, cdekRefusal, type CdekError } from './cdek-errors';
import { cdekOrderBody, type CdekSender } from './cdek-order-body';
import { shipmentStateOf } from './cdek-statuses';
import type { CarrierShipment, ShipmentInput } from './types';

const orderSchema = z.object({
  entity: z.object({
    uuid: z.string().min(1),
    cdek_number: z.union([z.string(), z.number()]).nullish(),
    statuses: z.array(z.object({ code: z.string(), date_time: z.string() })).default([]),
  }),
  requests: z
    .array(z.object({ type: z.string().optional(), state: z.string().optional(), errors: z.array(z.any()).optional() }))
    .default([]),
});
type CdekOrder = z.infer<typeof orderSchema>;

const DUPLICATE_CODES = new Set(['v2_similar_order_exists', 'v2_order_number_already_used', 'v2_im_number_already_used']);
const isDuplicate = (errors: CdekError[]) => errors.some((e) => e.code !== undefined && DUPLICATE_CODES.has(e.code));

export interface CdekOrderSettings extends CdekSender {
  /** How often and how many times to read a new order again for its number. */
  pollIntervalMs: number;
  pollTries: number;
}

function invalidCreate(order: CdekOrder): CdekError[] | null {
  const request = order.requests.find((r) => r.type === 'CREATE' && r.state === 'INVALID');
  return request ? cdekErrors({ errors: request.errors ?? [] }) : null;
}

export function toCarrierShipment(order: CdekOrder, now = new Date()): CarrierShipment {
  const { entity } = order;
  const trackingNumber = entity.cdek_number ? String(entity.cdek_number) : null;
  const latest = [...entity.statuses].sort((a, b) => Date.parse(b.date_time) - Date.parse(a.date_time))[0];
  if (invalidCreate(order))
    return { externalId: entity.uuid, trackingNumber, state: 'cancelled', carrierStatus: 'INVALID', carrierStatusAt: now };
  const code = latest?.code ?? 'ACCEPTED';
  const mapped = shipmentStateOf(code);
  return {
    externalId: entity.uuid,
    trackingNumber,
    // Accepted without a number yet: CDEK is still registering it.
    state: mapped === 'accepted' && !trackingNumber ? 'registering' : mapped,
    carrierStatus: code,
    carrierStatusAt: latest ? new Date(latest.date_time) : now,
  };
}

async function readOrder(client: CdekClient, request: { path: string; query?: Record<string, string> }): Promise<CdekOrder | null> {
  const answer = await client.send(request);
  // Not found is a 404, or a 400 whose error says so (v2_entity_not_found…).
  if (answer.status === 404 || answer.status === 400) return null;
  const parsed = orderSchema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) throw cdekFailed(`СДЭК не дал заказ (HTTP ${answer.status})`);
  return parsed.data;
}

export const fetchCdekOrder = (client: CdekClient, uuid: string) => readOrder(client, { path: `/orders/${encodeURIComponent(uuid)}` });

const findByNumber = (client: CdekClient, number: string) => readOrder(client, { path: '/orders', query: { im_number: number } });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createCdekOrder(client: CdekClient, settings: CdekOrderSettings, input: ShipmentInput): Promise<CarrierShipment> {
  const refused = async (errors: CdekError[]) => {
    const found = isDuplicate(errors) ? await findByNumber(client, input.orderCode) : null;
    if (found && !invalidCreate(found)) return toCarrierShipment(found);
    throw cdekRefusal(errors);
  };
  const answer = await client.send({ method: 'POST', path: '/orders', body: cdekOrderBody(input, settings) });
  if (answer.status === 400 || answer.status === 422) return refused(cdekErrors(answer.body));
  const uuid = z.object({ entity: z.object({ uuid: z.string().min(1) }) }).safeParse(answer.body);
  if (answer.status < 200 || answer.status >= 300 || !uuid.success) throw cdekFailed(`СДЭК не принял заказ (HTTP ${answer.status})`);
  let order: CdekOrder | null = null;
  for (let attempt = 0; attempt < settings.pollTries; attempt++) {
    if (attempt > 0) await pause(settings.pollIntervalMs);
    order = await fetchCdekOrder(client, uuid.data.entity.uuid);
    const invalid = order && invalidCreate(order);
    if (invalid) return refused(invalid);
    if (order?.entity.cdek_number) break;
  }
  // Still checking: the shipment stays 'registering' and the poll job reads it again.
  if (!order)
    return {
      externalId: uuid.data.entity.uuid,
      trackingNumber: null,
      state: 'registering',
      carrierStatus: 'ACCEPTED',
      carrierStatusAt: new Date(),
    };
  return toCarrierShipment(order);
}
