import type { CallTable } from '../call';
import { blockSchema, wishlistBlockQuerySchema, wishlistQuerySchema, wishlistSchema } from '../catalog';

/** The wishlist (spec §7.1): this browser's ids, and the same as product cards. */
export const wishlistCalls = {
  'GET /catalog/block/wishlist/': {
    summary: 'Избранное карточками товаров',
    query: wishlistBlockQuerySchema,
    response: blockSchema,
    cache: 'private',
  },
  'GET /wishlist/': {
    summary: 'Избранное; с id добавляет товар или убирает его',
    query: wishlistQuerySchema,
    response: wishlistSchema,
    cache: 'private',
    // With `id` it adds or removes a favourite: guarded like the basket's calls.
    changesState: true,
  },
} as const satisfies CallTable;
