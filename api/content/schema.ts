/**
 * What a page needs besides its own content: the brand's constants, footer links and documents,
 * promo posters, the legacy redirect table, partners and reviews.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment, sortOrder } from '../db/columns';
import { products } from '../catalog/schema';

/** The brand's constants (one row): header, banner and footer (spec §1, §2.6). */
export const shopInfo = pgTable(
  'shop_info',
  {
    id: smallint('id').primaryKey().default(1),
    brandName: text('brand_name').notNull(),
    brandSlogan: text('brand_slogan').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    messengerName: text('messenger_name').notNull(),
    messengerHref: text('messenger_href').notNull(),
    requisites: text('requisites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certification: text('certification')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    banner: text('banner').notNull(),
  },
  (t) => [check('shop_info_single_row', sql`${t.id} = 1`), check('shop_info_phone_format', sql`${t.phone} ~ '^\\+7[0-9]{10}$'`)],
);

/** A link of the footer, by its code: the social links and the documents have this one shape. */
const footerLink = () => ({
  id: identity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  href: text('href').notNull(),
  sort: sortOrder(),
});

/** Social networks and messengers of the footer (spec §2.6: five of them). */
export const socialLinks = pgTable('social_links', footerLink());

/** Legal documents of the footer: privacy policy, user agreement, public offer. */
export const shopDocuments = pgTable('shop_documents', footerLink());

/** Promo posters (spec §3, §4). */
export const posters = pgTable(
  'posters',
  {
    id: identity(),
    name: text('name').notNull(),
    type: text('type', { enum: ['IMAGE', 'HTML'] }).notNull(),
    picture: text('picture'),
    /** HTML, sanitized on save (api/content/sanitize.ts) and again by the client before rendering. */
    text: text('text'),
    linkHref: text('link_href'),
    linkTarget: text('link_target', { enum: ['_self', '_blank'] }),
    linkText: text('link_text'),
    showIn: text('show_in')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hideIn: text('hide_in')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Shown from this moment and before that one (issue 24); null: no bound. */
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    sort: sortOrder(),
  },
  (t) => [
    check('posters_dates_order', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
    check('posters_type', sql`${t.type} IN ('IMAGE', 'HTML')`),
    check('posters_delay_nonnegative', sql`${t.delayMinutes} >= 0`),
    check('posters_link_target', sql`${t.linkTarget} IS NULL OR ${t.linkTarget} IN ('_self', '_blank')`),
    // A link is whole or absent.
    check(
      'posters_link_complete',
      sql`(${t.linkHref} IS NULL AND ${t.linkTarget} IS NULL AND ${t.linkText} IS NULL)
        OR (${t.linkHref} IS NOT NULL AND ${t.linkTarget} IS NOT NULL AND ${t.linkText} IS NOT NULL)`,
    ),
  ],
);

/** Old storefront paths and where they live now (spec §2.2); the storefront answers them with 301. */
export const legacyRedirects = pgTable(
  'legacy_redirects',
  {
    id: identity(),
    fromPath: text('from_path').notNull().unique(),
    toPath: text('to_path').notNull(),
  },
  (t) => [
    check('legacy_redirects_from_local', sql`${t.fromPath} LIKE '/%'`),
    // Never a redirect off the site: a local path, not '//host' or '/\host'.
    check('legacy_redirects_to_local', sql`${t.toPath} ~ '^/([^/\\\\]|$)'`),
  ],
);

export const partners = pgTable('partners', {
  id: identity(),
  name: text('name').notNull(),
  href: text('href').notNull(),
  city: text('city').notNull().default(''),
  sort: sortOrder(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: identity(),
    author: text('author').notNull(),
    city: text('city').notNull().default(''),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`)],
);
