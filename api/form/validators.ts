import { z } from 'zod';
import { ORDER_COMMENT_MAX } from '../../shared/contract/order';
import { consent, name, phone, text } from '../order/validators';

/** POST /form/callback/ («Перезвоните мне»): the same name, phone and consent rules as an order. */
export const callbackSchema = z.object({
  name,
  phone,
  message: text(ORDER_COMMENT_MAX, 'Сообщение'),
  consent,
});
export type CallbackInput = z.output<typeof callbackSchema>;
