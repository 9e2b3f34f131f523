/**
 * Posters and the running banner as staff write them (issue 24), for the back office's rules
 * (api/admin/posters/) to call in their audited transactions. Poster HTML is sanitized here, on
 * the way into the table, so no path around the back office stores a script either.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { posters, shopInfo } from './schema';
import type { PosterRow } from './queries';
import { sanitizePosterHtml } from './sanitize';

export interface PosterTerms {
  name: string;
  type: 'IMAGE' | 'HTML';
  picture: string | null;
  /** As typed; stored sanitized (null when nothing is left). */
  text: string | null;
  link: { href: string; target: '_self' | '_blank'; text: string } | null;
  showIn: string[];
  hideIn: string[];
  delayMinutes: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

function columnsOf(terms: PosterTerms) {
  const { link, text, ...rest } = terms;
  const clean = text === null ? '' : sanitizePosterHtml(text);
  return {
    ...rest,
    text: clean === '' ? null : clean,
    linkHref: link?.href ?? null,
    linkTarget: link?.target ?? null,
    linkText: link?.text ?? null,
  };
}

/** Every poster, shown or not, in display order. */
export function allPosters(db: Executor): Promise<PosterRow[]> {
  return db.select().from(posters).orderBy(asc(posters.sort), asc(posters.id));
}

export async function findPoster(db: Executor, id: number, lock = false): Promise<PosterRow | null> {
  const query = db.select().from(posters).where(eq(posters.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function insertPoster(tx: Executor, terms: PosterTerms): Promise<PosterRow> {
  const [row] = await tx.insert(posters).values(columnsOf(terms)).returning();
  return row!;
}

export async function updatePoster(tx: Executor, id: number, terms: PosterTerms): Promise<PosterRow> {
  const [row] = await tx.update(posters).set(columnsOf(terms)).where(eq(posters.id, id)).returning();
  return row!;
}

/** The running banner's text, locked for an edit. */
export async function lockBanner(tx: Executor): Promise<string | null> {
  const [row] = await tx.select({ banner: shopInfo.banner }).from(shopInfo).for('update');
  return row?.banner ?? null;
}

export async function readBanner(db: Executor): Promise<string | null> {
  const [row] = await db.select({ banner: shopInfo.banner }).from(shopInfo);
  return row?.banner ?? null;
}

export async function writeBanner(tx: Executor, text: string): Promise<void> {
  await tx.update(shopInfo).set({ banner: text });
}
