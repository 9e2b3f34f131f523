import type { CallTable } from '../call';
import { callbackBodySchema, formDataSchema, oneClickBodySchema, smartOrderDataSchema } from '../order';

/** The forms (spec §7.4): POST with a JSON body. Every answer is personal. */
export const formCalls = {
  'POST /form/callback/': {
    summary: 'Заявка «Перезвоните мне»',
    body: callbackBodySchema,
    response: formDataSchema,
    cache: 'private',
  },
  'POST /form/smartOrder/': {
    summary: 'Форма заказа в один клик: с offerId — одно предложение, без — вся корзина',
    body: oneClickBodySchema,
    response: smartOrderDataSchema,
    cache: 'private',
  },
} as const satisfies CallTable;
