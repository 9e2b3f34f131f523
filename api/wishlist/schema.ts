/**
 * Favourites: a session's products.
 */
import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema';
import { sessions } from '../session/schema';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.productId] })],
);
