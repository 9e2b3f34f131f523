/**
 * Column shapes every domain's tables repeat, so that an id, a link or a moment is declared one
 * way everywhere. Each call makes a new column builder (drizzle builders are not shared).
 */
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The row's id, drawn by the database. */
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A link every row has to the row it belongs to; `onDelete` says what deleting that row does. */
export const belongsTo = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).notNull().references(target, { onDelete });

/** A point in time, with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** Where the row stands in its list: lower first, 500 unless set. */
export const sortOrder = () => integer('sort').notNull().default(500);
