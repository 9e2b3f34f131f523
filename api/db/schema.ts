/**
 * The database schema (Drizzle, PostgreSQL). Integrity lives here: unique keys, foreign keys and
 * CHECKs, so that no code path can store a tree deeper than the menu shows or a negative delay.
 * Later issues add their tables beside these (products reference `sections.id`).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/** Catalogue sections (spec §2.3, §3): a tree up to four levels deep (spec §2.4). */
export const sections = pgTable(
  'sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => sections.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(500),
    depth: smallint('depth').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('sections_parent_id_idx').on(t.parentId),
    check('sections_depth_range', sql`${t.depth} BETWEEN 1 AND 4`),
    // Roots have depth 1 and only roots have no parent.
    check('sections_root_depth', sql`(${t.parentId} IS NULL) = (${t.depth} = 1)`),
    check('sections_not_own_parent', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
    // The code goes into URLs (shared/routes parses it with this alphabet).
    check('sections_code_format', sql`${t.code} ~ '^[a-z0-9][a-z0-9_-]*$'`),
  ],
);

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
    requisites: text('requisites').array().notNull().default(sql`'{}'::text[]`),
    certification: text('certification').array().notNull().default(sql`'{}'::text[]`),
    banner: text('banner').notNull(),
  },
  (t) => [
    check('shop_info_single_row', sql`${t.id} = 1`),
    check('shop_info_phone_format', sql`${t.phone} ~ '^\\+7[0-9]{10}$'`),
  ],
);

/** Social networks and messengers of the footer (spec §2.6: five of them). */
export const socialLinks = pgTable('social_links', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  href: text('href').notNull(),
  sort: integer('sort').notNull().default(500),
});

/** Legal documents of the footer: privacy policy, user agreement, public offer. */
export const shopDocuments = pgTable('shop_documents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  href: text('href').notNull(),
  sort: integer('sort').notNull().default(500),
});

/** Promo posters (spec §3, §4). */
export const posters = pgTable(
  'posters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type', { enum: ['IMAGE', 'HTML'] }).notNull(),
    picture: text('picture'),
    /** HTML; the client sanitizes it before rendering. */
    text: text('text'),
    linkHref: text('link_href'),
    linkTarget: text('link_target', { enum: ['_self', '_blank'] }),
    linkText: text('link_text'),
    showIn: text('show_in').array().notNull().default(sql`'{}'::text[]`),
    hideIn: text('hide_in').array().notNull().default(sql`'{}'::text[]`),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromPath: text('from_path').notNull().unique(),
    toPath: text('to_path').notNull(),
  },
  (t) => [
    check('legacy_redirects_from_local', sql`${t.fromPath} LIKE '/%'`),
    // Never a redirect off the site: a local path, not '//host' or '/\host'.
    check('legacy_redirects_to_local', sql`${t.toPath} ~ '^/([^/\\\\]|$)'`),
  ],
);
