/**
 * Order notices: what happened to an order, and who hears of it. The buyer hears of every event
 * (SMS always, e-mail when the order has an address): its placing and each status it enters
 * (api/order/lifecycle/); the shop (SHOP_NOTIFY_EMAIL) of an order placed and paid.
 */
import { z } from 'zod';
import type { OrderStatus } from '../../shared/contract/order-constants';

/** Every status but 'new', which an order is placed in (the lifecycle's history.ts passes the status it entered). */
export const ORDER_EVENTS = [
  'placed',
  'paid',
  'assembling',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const satisfies readonly ('placed' | Exclude<OrderStatus, 'new'>)[];
export type OrderEvent = (typeof ORDER_EVENTS)[number];

const AUDIENCES = ['buyer', 'shop'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The events the shop is told of by e-mail (it made the others itself). */
export const SHOP_EVENTS: readonly OrderEvent[] = ['placed', 'paid'];

/**
 * An order letter in the outbox (kind 'email'): which order, which event, for whom. The letter is
 * written when it is sent, from the order as stored (its lines and sums change after placement
 * only by an edit before it ships, decision 048), so the transaction that makes the change only
 * inserts a row.
 */
export const orderLetterPayload = z.object({
  notice: z.literal('order'),
  event: z.enum(ORDER_EVENTS),
  audience: z.enum(AUDIENCES),
  orderId: z.number().int().positive(),
});
export type OrderLetterPayload = z.infer<typeof orderLetterPayload>;

/** The notices of one event go out together, by one job that reads their order once (the outbox's event_key). */
export const noticeEvent = (orderId: number, event: OrderEvent) => `order:${orderId}:${event}`;

/** Each notice exists once however often its change is reported (a bank repeating itself). */
export const noticeKey = (orderId: number, event: OrderEvent, audience: Audience, channel: 'sms' | 'email') =>
  `order:${orderId}:${event}:${audience}:${channel}`;
