import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { SearchText } from './words';

/**
 * Search SQL. Two matches, tried in this order (ARCHITECTURE.md, Database):
 *  1. full text, in any Russian word form, in the stored weighted search_vector: name (A), what the
 *     product is — section, kind and model synonyms (B) —, its colour's words (C), description (D).
 *     It finds the products with every word of the query (plainto_tsquery('russian')), those whose
 *     type is a word of it first. When they are few (`Reach`), the other products of that type join
 *     them: «бежевый боди» on the demo shop finds the three beige bodysuits, then the other
 *     bodysuits, above a beige gift set whose description mentions a bodysuit;
 *  2. fuzzy: every word either matches the full text alone, or is trigram-close to a part of the
 *     name (`lower(name) %> word`, pg_trgm word similarity ≥ its threshold, 0.6 by default), so
 *     'ползунуи' finds «Ползунки» and 'бежевые ползунуи' the beige ones. Both use GIN indexes
 *     (products_search_idx, products_name_trgm_idx).
 * Everything the shopper typed arrives as parameters; the words are letters and digits only.
 */

const everyWord = (phrase: string) => sql`plainto_tsquery('russian', ${phrase})`;

/**
 * Any word of the query as what a product is (weight B). The words are letters and digits only
 * (words.ts), so they reach to_tsquery as words, never as its operators.
 */
const typeWord = (words: readonly string[]) => sql`to_tsquery('russian', ${words.map((w) => `${w}:B`).join(' | ')})`;

/**
 * 'every': the products with every word of the query, anywhere. 'type': those, and the products
 * whose type is a word of the query (asked only when the first are few: ranking every product of
 * a type costs several times more than a narrow query).
 */
export type Reach = 'every' | 'type';

const fullTextWhere = ({ phrase, words }: SearchText, reach: Reach) =>
  reach === 'every'
    ? sql`p.active AND p.search_vector @@ ${everyWord(phrase)}`
    : sql`p.active AND p.search_vector @@ (${everyWord(phrase)} || ${typeWord(words)})`;

/** Name weight far above the rest, so a word in the name outranks any number of them elsewhere. */
const WEIGHTS = sql`'{0.01, 0.02, 0.2, 1.0}'`;

/**
 * Name matches first: the whole name, then a name that starts with the query. Then what the
 * product is: its type is a word of the query and it has every word (the beige bodysuits), its
 * type alone (the other bodysuits), every word but not as its type (a beige gift set describing a
 * bodysuit). Then by rank (a word in the name, A, outweighs the type, B, the colour, C, and the
 * description, D), then the popular first. Names begin with a capital and the phrase is
 * lower-case, so the exact and prefix tiers compare bytes with both spellings: lower() on every
 * matching row would cost more than the rest of the query (ICU).
 */
function fullTextOrder({ phrase, words }: SearchText): SQL {
  const capital = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  return sql`
    CASE WHEN p.name = ${capital} OR p.name = ${phrase} THEN 2
         WHEN p.name LIKE ${capital + '%'} OR p.name LIKE ${phrase + '%'} THEN 1
         ELSE 0 END DESC,
    CASE WHEN NOT (p.search_vector @@ ${typeWord(words)}) THEN 0
         WHEN p.search_vector @@ ${everyWord(phrase)} THEN 2
         ELSE 1 END DESC,
    ts_rank(${WEIGHTS}, p.search_vector, ${everyWord(phrase)}) DESC,
    p.popularity DESC, p.id`;
}

export interface Window {
  limit: number;
  offset: number;
}

/** A page of ids, and how many matches there are in all (null when the page came out empty). */
export interface IdPage {
  ids: number[];
  total: number | null;
}

/** A page of full-text matches, best first; the window count saves a second pass for the total. */
export async function fullTextIds(db: Executor, terms: SearchText, reach: Reach, window: Window): Promise<IdPage> {
  const { rows } = await db.execute<{ id: number; total: number }>(sql`
    SELECT p.id, (count(*) OVER ())::int AS total FROM products p
    WHERE ${fullTextWhere(terms, reach)}
    ORDER BY ${fullTextOrder(terms)}
    LIMIT ${window.limit} OFFSET ${window.offset}`);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? null };
}

export async function fullTextCount(db: Executor, terms: SearchText, reach: Reach): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM products p WHERE ${fullTextWhere(terms, reach)}`);
  return rows[0]?.n ?? 0;
}

/**
 * Fuzzy matches that the full-text match did not already find (asked only after it reached the
 * type's products too); `fuzzy` are the words long enough for trigrams.
 */
function fuzzyWhere(terms: SearchText, fuzzy: readonly string[]): SQL {
  const each = fuzzy.map((w) => sql`(p.search_vector @@ plainto_tsquery('russian', ${w}) OR lower(p.name) %> ${w})`);
  return sql`p.active AND NOT (p.search_vector @@ (${everyWord(terms.phrase)} || ${typeWord(terms.words)})) AND ${sql.join(each, sql` AND `)}`;
}

/**
 * Typo matches, the popular first: they are all close enough to have passed the threshold, and
 * ordering by similarity would compute it a second time on every match (the index recheck already
 * did). The window count saves a second pass for the total.
 */
export async function fuzzyIds(db: Executor, terms: SearchText, fuzzy: readonly string[], window: Window): Promise<IdPage> {
  const { rows } = await db.execute<{ id: number; total: number }>(sql`
    SELECT p.id, (count(*) OVER ())::int AS total FROM products p
    WHERE ${fuzzyWhere(terms, fuzzy)}
    ORDER BY p.popularity DESC, p.id
    LIMIT ${window.limit} OFFSET ${window.offset}`);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? null };
}

export async function fuzzyCount(db: Executor, terms: SearchText, fuzzy: readonly string[]): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM products p WHERE ${fuzzyWhere(terms, fuzzy)}`);
  return rows[0]?.n ?? 0;
}

export type ResultRow = {
  id: number;
  code: string;
  name: string;
  price_kopecks: number;
  section_name: string;
  picture: string | null;
};

/** What the search overlay shows of each product (spec §2.7: picture, name, section name). */
export async function resultRows(db: Executor, ids: readonly number[]): Promise<ResultRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<ResultRow>(sql`
    SELECT p.id, p.code, p.name, p.price_kopecks, s.name AS section_name,
      (SELECT pp.url FROM product_pictures pp WHERE pp.product_id = p.id ORDER BY pp.sort LIMIT 1) AS picture
    FROM products p JOIN sections s ON s.id = p.section_id
    WHERE p.id = ANY(${sql.param([...ids])}::int[])`);
  return rows;
}
