import type { CallTable } from '../call';
import { basketDataSchema } from '../basket';
import { addQuerySchema, couponQuerySchema, giftQuerySchema, offerQuerySchema } from '../basket-input';

/**
 * The basket (spec §7.2): GET calls with query parameters, each answering the basket after it. The
 * spec fixes the method, so each call that changes the basket says so (`changesState`).
 */
export const basketCalls = {
  'GET /basket/': {
    summary: 'Корзина',
    response: basketDataSchema,
    cache: 'private',
  },
  'GET /basket/add/': {
    summary: 'Добавить предложение (размер товара) в корзину',
    query: addQuerySchema,
    response: basketDataSchema,
    cache: 'private',
    changesState: true,
  },
  'GET /basket/plus/': {
    summary: 'Ещё одна штука предложения в корзине',
    query: offerQuerySchema,
    response: basketDataSchema,
    cache: 'private',
    changesState: true,
  },
  'GET /basket/minus/': {
    summary: 'На одну штуку предложения меньше',
    query: offerQuerySchema,
    response: basketDataSchema,
    cache: 'private',
    changesState: true,
  },
  'GET /basket/remove/': {
    summary: 'Убрать предложение из корзины',
    query: offerQuerySchema,
    response: basketDataSchema,
    cache: 'private',
    changesState: true,
  },
  'GET /basket/setGift/': {
    summary: 'Подарочные опции: упаковка, открытка, чек без цен',
    query: giftQuerySchema,
    response: basketDataSchema,
    cache: 'private',
    changesState: true,
  },
  'GET /basket/setCoupon/': {
    summary: 'Применить промокод',
    query: couponQuerySchema,
    response: basketDataSchema,
    cache: 'private',
    changesState: true,
  },
  'GET /basket/removeCoupon/': {
    summary: 'Убрать промокод',
    query: couponQuerySchema,
    response: basketDataSchema,
    cache: 'private',
    changesState: true,
  },
} as const satisfies CallTable;
