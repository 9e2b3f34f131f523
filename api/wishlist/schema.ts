/**
 * Favourites: a session's products.
 */
import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../db/columns';
import { products } from '../catalog/schema';
import { sessions } from '../session/schema';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    sessionId: belongsTo('session_id', () => sessions.id, 'cascade'),
    productId: belongsTo('product_id', () => products.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.productId] })],
);
