/**
 * Accounts (issue 10): a shopper known by phone, and the one-time codes that sign them in. A
 * browser's session gains the account's id at sign-in (session/schema.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment } from '../db/columns';
import { SHOPPER_NOTE_MAX } from '../../shared/contract/admin/customers';

/** A child as the profile keeps it: a parent shop asks, to suggest sizes and greet birthdays. */
export interface StoredChild {
  name: string;
  /** 'YYYY-MM-DD' or null. */
  birthday: string | null;
}

/** What the back office's customer search looks in (decision 049): name, e-mail, phone, lower-cased. */
export function shopperSearchText(t: { name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn }): SQL {
  return sql`lower(${t.name} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.phone})`;
}

export const users = pgTable(
  'users',
  {
    id: identity(),
    /** Eleven digits starting with 7: one account per phone, whatever form it was typed in. */
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    email: text('email'),
    birthday: date('birthday', { mode: 'string' }),
    children: jsonb('children').$type<StoredChild[]>().notNull().default([]),
    /** News by e-mail and by SMS, each with the moment it was last chosen (the consent's date). */
    emailNews: boolean('email_news').notNull().default(false),
    emailNewsChangedAt: moment('email_news_changed_at'),
    smsNews: boolean('sms_news').notNull().default(false),
    smsNewsChangedAt: moment('sms_news_changed_at'),
    /** When the personal-data consent (152-FZ) was given, at registration. */
    consentAt: moment('consent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`),
    check('users_children_list', sql`jsonb_typeof(${t.children}) = 'array'`),
    // The back office's customer list: newest first by keyset, and its search (decision 049).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_phone_tail_idx').on(sql`reverse(${t.phone}) text_pattern_ops`),
    index('users_search_trgm_idx').using('gin', sql`${shopperSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * One-time sign-in codes. Only an HMAC-SHA-256 of the code with its own random salt is kept, so
 * that a leaked table names no code; a code lives 5 minutes, is burnt after 5 wrong tries and is
 * consumed by the sign-in it allows.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: identity(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  (t) => [
    check('login_codes_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`),
    check('login_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
    index('login_codes_phone_created_idx').on(t.phone, t.createdAt.desc()),
  ],
);

/**
 * The shop's staff note on a shopper (issue 23), kept by phone: the shopper the back office knows is
 * a phone, with or without an account (a guest's orders carry only the phone). Written by
 * `saveShopperNote` (notes.ts) in the staff change's transaction, which also writes the audit log.
 */
export const shopperNotes = pgTable(
  'shopper_notes',
  {
    /** Eleven digits starting with 7. */
    phone: text('phone').primaryKey(),
    note: text('note').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shopper_notes_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`),
    check('shopper_notes_note_length', sql.raw(`char_length(note) <= ${SHOPPER_NOTE_MAX}`)),
  ],
);
