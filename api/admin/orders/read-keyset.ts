/**
 * The keyset of the back office's lists (decision 049): rows newest first by (created_at, id), a
 * page read as the rows after the last one shown, never by OFFSET, and one row more than the page
 * to know whether another follows, never by counting. The moment travels in whole microseconds
 * (what PostgreSQL keeps): a JavaScript Date would round it to milliseconds, and the next page
 * would show again the rows of that millisecond.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fieldRefusal } from '../../http/errors';

export interface Keyset {
  micros: string;
  id: number;
}

const BROKEN = 'Курсор страницы (after) испорчен: откройте список с первой страницы';

/** The `micros` column to select beside a row, for its cursor. */
export const keysetMicros = (createdAt: AnyPgColumn) => sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

export const encodeKeyset = (key: Keyset): string => Buffer.from(`${key.micros}.${key.id}`).toString('base64url');

/** The key of `after`, refused in Russian when it is not one this api wrote. */
export function decodeKeyset(after: string): Keyset {
  const match = /^(\d{1,17})\.(\d{1,10})$/.exec(Buffer.from(after, 'base64url').toString());
  if (!match) throw fieldRefusal('bad_cursor', 400, BROKEN, 'after');
  return { micros: match[1]!, id: Number(match[2]) };
}

/** Rows after `key` in the list's order (created_at desc, id desc), as one row comparison the index walks. */
export function afterKeyset(createdAt: AnyPgColumn, id: AnyPgColumn, key: Keyset): SQL {
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond', ${key.id}::int)`;
}

/** The page of `rows` (read with limit + 1) and the cursor of the next one, null when none follows. */
export function pageOfRows<R extends { micros: string; id: number }>(rows: R[], limit: number): { rows: R[]; next: string | null } {
  if (rows.length <= limit) return { rows, next: null };
  const page = rows.slice(0, limit);
  const last = page.at(-1)!;
  return { rows: page, next: encodeKeyset({ micros: last.micros, id: last.id }) };
}
