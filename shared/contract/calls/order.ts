import type { CallTable } from '../call';
import {
  checkoutBodySchema,
  confirmedPhonesDataSchema,
  fastOrderBodySchema,
  orderDataSchema,
  orderDraftBodySchema,
  orderDraftDataSchema,
  orderListDataSchema,
  smartOrderBodySchema,
} from '../order';
import { orderCodeParamsSchema } from '../payment';
import { loginBodySchema } from '../profile';

/** Orders (spec §7.3): POST with a JSON body, GET /order/list/. Every answer is personal. */
export const orderCalls = {
  'POST /order/': {
    summary: 'Черновик заказа: суммы, способы доставки и оплаты, пункты выдачи для формы',
    body: orderDraftBodySchema,
    response: orderDraftDataSchema,
    cache: 'private',
    // The draft only computes totals and options for the form; nothing is kept.
    changesState: false,
  },
  'POST /order/checkout/': {
    summary: 'Оформить заказ из корзины',
    body: checkoutBodySchema,
    response: orderDataSchema,
    cache: 'private',
  },
  'POST /order/get/{code}/': {
    summary: 'Заказ этого браузера по коду',
    params: orderCodeParamsSchema,
    response: orderDataSchema,
    cache: 'private',
    changesState: false,
  },
  'GET /order/list/': {
    summary: 'Заказы этого браузера, новые первыми',
    response: orderListDataSchema,
    cache: 'private',
  },
  'POST /order/fastOrder/': {
    summary: 'Заказ в один клик: одно предложение со страницы товара',
    body: fastOrderBodySchema,
    response: orderDataSchema,
    cache: 'private',
  },
  'POST /order/smart/': {
    summary: 'Заказ в один клик: вся корзина',
    body: smartOrderBodySchema,
    response: orderDataSchema,
    cache: 'private',
  },
  'GET /order/phones/': {
    summary: 'Телефоны, подтверждённые кодом в этом браузере: на них можно заказать с оплатой при получении',
    response: confirmedPhonesDataSchema,
    cache: 'private',
  },
  'POST /order/confirmPhone/': {
    summary: 'Подтвердить телефон кодом из СМС (POST /profile/sendCode/) для заказа с оплатой при получении',
    body: loginBodySchema,
    response: confirmedPhonesDataSchema,
    cache: 'private',
  },
} as const satisfies CallTable;
