/**
 * Baskets: a guest's belongs to the session, a signed-in shopper's to the account (one basket for
 * every browser signed in to it); a line per offer with a positive quantity.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, moment } from '../db/columns';
import { offers } from '../catalog/schema';
import { coupons } from '../coupon/schema';
import { users } from '../profile/schema';
import { sessions } from '../session/schema';

export const baskets = pgTable(
  'baskets',
  {
    id: identity(),
    sessionId: integer('session_id')
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    cardMessage: text('card_message').notNull().default(''),
    noPricesReceipt: boolean('no_prices_receipt').notNull().default(false),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('baskets_card_message_length', sql`char_length(${t.cardMessage}) <= 300`),
    check('baskets_one_owner', sql`(${t.sessionId} IS NULL) <> (${t.userId} IS NULL)`),
  ],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: identity(),
    basketId: belongsTo('basket_id', () => baskets.id, 'cascade'),
    offerId: belongsTo('offer_id', () => offers.id, 'cascade'),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('basket_items_basket_offer').on(t.basketId, t.offerId),
    index('basket_items_offer_idx').on(t.offerId),
    check('basket_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
