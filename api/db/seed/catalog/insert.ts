import { sql } from 'drizzle-orm';
import { colours as palette } from '../../../../shared/pictures';
import { colours, sections } from '../../schema';
import type { Executor } from '../../database';
import { KIND_WEIGHT_GRAMS } from './weights';
import { sizeSort } from './sizes';
import type { ProductSeed } from './types';

/** Products per INSERT: keeps each statement's JSON parameter around a megabyte. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Section ids by code, as the database has them now. */
export async function loadSectionIds(tx: Executor): Promise<Map<string, number>> {
  const rows = await tx.select({ id: sections.id, code: sections.code }).from(sections);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The brand palette (shared/pictures/colours.ts); colours already there are kept as they are. */
export async function insertColours(tx: Executor): Promise<void> {
  await tx
    .insert(colours)
    .values(palette.map((c, i) => ({ code: c.code, name: c.name, hex: c.hex, sort: (i + 1) * 10 })))
    .onConflictDoNothing();
}

export interface InsertedProduct {
  id: number;
  seed: ProductSeed;
}

/**
 * Inserts products with their offers and pictures in bulk, after the palette. Each statement
 * takes its rows as one JSON parameter (json_to_recordset) rather than a parameter per value,
 * which is several times faster for PostgreSQL to parse: three statements per thousand products. Every section code a seed names must be in `sectionsByCode`.
 * The seed and the search benchmark's 10,000-product scratch catalogue share this path.
 */
export async function insertCatalogue(
  tx: Executor,
  seeds: readonly ProductSeed[],
  sectionsByCode: ReadonlyMap<string, number>,
): Promise<InsertedProduct[]> {
  const sectionId = (code: string) => {
    const id = sectionsByCode.get(code);
    if (id === undefined) throw new Error(`В базе нет раздела ${code}, нужного демо-каталогу`);
    return id;
  };
  await insertColours(tx);

  const inserted: InsertedProduct[] = [];
  for (const part of chunks(seeds)) {
    const rows = part.map((s) => ({
      code: s.code,
      name: s.name,
      model_code: s.modelCode,
      section_id: sectionId(s.section),
      capsule_id: s.capsule === null ? null : sectionId(s.capsule),
      colour_code: s.colour,
      kind: s.kind,
      description: s.description,
      composition: s.composition,
      care: s.care,
      price_kopecks: s.priceKopecks,
      old_price_kopecks: s.oldPriceKopecks,
      is_new: s.isNew,
      is_popular: s.isPopular,
      popularity: s.popularity,
      created_at: s.createdAt.toISOString(),
      search_extra: s.searchExtra,
      search_colour: s.searchColour,
      weight_grams: KIND_WEIGHT_GRAMS[s.kind],
    }));
    const result = await tx.execute<{ id: number; code: string }>(sql`
      INSERT INTO products (code, name, model_code, section_id, capsule_id, colour_code, kind, description,
        composition, care, price_kopecks, old_price_kopecks, is_new, is_popular, popularity, created_at, search_extra, search_colour,
        weight_grams)
      SELECT code, name, model_code, section_id, capsule_id, colour_code, kind, description,
        composition, care, price_kopecks, old_price_kopecks, is_new, is_popular, popularity, created_at, search_extra,
        search_colour, weight_grams FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(code text, name text, model_code text,
          section_id int, capsule_id int, colour_code text, kind text, description text, composition text,
          care text, price_kopecks int, old_price_kopecks int, is_new boolean, is_popular boolean,
          popularity int, created_at timestamptz, search_extra text, search_colour text, weight_grams int)
      RETURNING id, code`);
    const idByCode = new Map(result.rows.map((r) => [r.code, r.id]));
    for (const seed of part) inserted.push({ id: idByCode.get(seed.code)!, seed });
  }

  const offerRows = inserted.flatMap(({ id, seed }) =>
    seed.offers.map((o) => ({
      product_id: id,
      size: o.size,
      sort: sizeSort(o.size),
      stock: o.stock,
      price_kopecks: seed.priceKopecks,
      old_price_kopecks: seed.oldPriceKopecks,
    })),
  );
  await tx.execute(sql`
    INSERT INTO offers (product_id, size, sort, stock, price_kopecks, old_price_kopecks)
    SELECT product_id, size, sort, stock, price_kopecks, old_price_kopecks
      FROM json_to_recordset(${JSON.stringify(offerRows)}::json)
        AS r(product_id int, size text, sort int, stock int, price_kopecks int, old_price_kopecks int)`);

  const pictureRows = inserted.flatMap(({ id, seed }) =>
    seed.pictures.map((p, i) => ({ product_id: id, sort: i + 1, url: p.url, alt: p.alt })),
  );
  await tx.execute(sql`
    INSERT INTO product_pictures (product_id, sort, url, alt)
    SELECT product_id, sort, url, alt
      FROM json_to_recordset(${JSON.stringify(pictureRows)}::json) AS r(product_id int, sort smallint, url text, alt text)`);
  return inserted;
}
