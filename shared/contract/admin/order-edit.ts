/**
 * What the staff may do to a placed order's lines (decision 048), as the back office sends it: a
 * list of operations applied in order, all or none. Lines are named by their id (order_items.id),
 * which an edit keeps (a size swap changes the row in place). In the contract (decision 050) so that
 * the admin call `POST /admin/orders/{id}/lines/` and its app read the same schema.
 */
import { z } from 'zod';
import { INT_MAX } from '../input';

const id = (what: string) =>
  z
    .number({ error: `${what}: ожидается номер` })
    .int(`${what}: ожидается номер`)
    .min(1, `${what}: неверный номер`)
    .max(INT_MAX, `${what}: неверный номер`);
/** As many of one size as the basket would let a shopper put in one line. */
const quantity = z
  .number({ error: 'Количество: ожидается число' })
  .int('Количество — целое число')
  .min(1, 'Количество — не меньше 1')
  .max(999, 'Количество — не больше 999');
const lineId = id('Строка заказа (lineId)');
const offerId = id('Размер (offerId)');

export const orderEditOperation = z.discriminatedUnion(
  'op',
  [
    /** The line's quantity becomes this. */
    z.object({ op: z.literal('quantity'), lineId, quantity }),
    /** The line becomes another size (offer) of the same product, with its quantity and price. */
    z.object({ op: z.literal('size'), lineId, offerId }),
    z.object({ op: z.literal('remove'), lineId }),
    /** A new line of a product's offer, at its price now. */
    z.object({ op: z.literal('add'), offerId, quantity }),
  ],
  { error: 'Изменение (op): quantity, size, remove или add' },
);
export type OrderEditOperation = z.infer<typeof orderEditOperation>;

export const orderEditOperations = z
  .array(orderEditOperation, { error: 'Изменения (operations): ожидается список' })
  .min(1, 'Нет изменений')
  .max(50, 'Не больше 50 изменений за раз');

/** POST /admin/orders/{id}/lines/ body. */
export const orderLinesBodySchema = z.object({ operations: orderEditOperations });
