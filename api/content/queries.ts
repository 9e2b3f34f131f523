import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { legacyRedirects, posters, shopDocuments, shopInfo, socialLinks } from './schema';

export type PosterRow = typeof posters.$inferSelect;

/** The posters on show now: active, and within their dates when they have them. */
export function activePosters(db: Executor): Promise<PosterRow[]> {
  return db
    .select()
    .from(posters)
    .where(
      and(
        eq(posters.active, true),
        or(isNull(posters.startsAt), lte(posters.startsAt, sql`now()`)),
        or(isNull(posters.endsAt), gt(posters.endsAt, sql`now()`)),
      ),
    )
    .orderBy(asc(posters.sort), asc(posters.id));
}

export async function shopInfoRow(db: Executor) {
  const [row] = await db.select().from(shopInfo).limit(1);
  return row ?? null;
}

export function socialLinkRows(db: Executor) {
  return db.select().from(socialLinks).orderBy(asc(socialLinks.sort), asc(socialLinks.id));
}

export function documentRows(db: Executor) {
  return db.select().from(shopDocuments).orderBy(asc(shopDocuments.sort), asc(shopDocuments.id));
}

export function redirectRows(db: Executor) {
  return db
    .select({ from: legacyRedirects.fromPath, to: legacyRedirects.toPath })
    .from(legacyRedirects)
    .orderBy(asc(legacyRedirects.fromPath));
}
