/**
 * Favourites: a guest's products belong to the session, a signed-in shopper's to the account.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity } from '../db/columns';
import { products } from '../catalog/schema';
import { users } from '../profile/schema';
import { sessions } from '../session/schema';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: identity(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: belongsTo('product_id', () => products.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wishlist_items_session_product').on(t.sessionId, t.productId),
    unique('wishlist_items_user_product').on(t.userId, t.productId),
    check('wishlist_items_one_owner', sql`(${t.sessionId} IS NULL) <> (${t.userId} IS NULL)`),
  ],
);
