/**
 * What the staff may do to a placed order's lines (decision 048), as the back office will send it:
 * a list of operations applied in order, all or none. Lines are named by their id (order_items.id),
 * which an edit keeps (a size swap changes the row in place).
 */
import { z } from 'zod';

const id = z.number().int().positive().max(2_147_483_647);
/** As many of one size as the basket would let a shopper put in one line. */
const quantity = z.number().int().min(1, 'Количество — не меньше 1').max(999, 'Количество — не больше 999');

export const orderEditOperation = z.discriminatedUnion('op', [
  /** The line's quantity becomes this. */
  z.object({ op: z.literal('quantity'), lineId: id, quantity }),
  /** The line becomes another size (offer) of the same product, with its quantity and price. */
  z.object({ op: z.literal('size'), lineId: id, offerId: id }),
  z.object({ op: z.literal('remove'), lineId: id }),
  /** A new line of a product's offer, at its price now. */
  z.object({ op: z.literal('add'), offerId: id, quantity }),
]);
export type OrderEditOperation = z.infer<typeof orderEditOperation>;

export const orderEditOperations = z.array(orderEditOperation).min(1, 'Нет изменений').max(50, 'Не больше 50 изменений за раз');
