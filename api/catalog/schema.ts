/**
 * Catalogue sections (a tree up to four levels deep, spec §2.3–2.4), products, their offers (one per size,
 * each with its own stock), pictures, colours and promo sections. Money in kopecks; stock can never go
 * below zero; search reads a stored weighted tsvector ('russian') plus trigram indexes for typos.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, customType, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { SECTION_STYLES } from '../../shared/contract/catalog-constants';
import { belongsTo, createdAt, identity, sortOrder } from '../db/columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Catalogue sections (spec §2.3, §3): a tree up to four levels deep (spec §2.4). */
export const sections = pgTable(
  'sections',
  {
    id: identity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => sections.id, { onDelete: 'restrict' }),
    sort: sortOrder(),
    depth: smallint('depth').notNull(),
    active: boolean('active').notNull().default(true),
    /** How the menu paints its name (spec §2.4): the outlet red, a capsule green; set by the owner. */
    style: text('style', { enum: SECTION_STYLES }).notNull().default('plain'),
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

/** The brand's colours: a product is one colour of a model. */
export const colours = pgTable(
  'colours',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    sort: sortOrder(),
  },
  (t) => [check('colours_hex', sql`${t.hex} ~ '^#[0-9a-f]{6}$'`)],
);

export const products = pgTable(
  'products',
  {
    id: identity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** The same garment in other colours shares a model (for colour switches on the product page). */
    modelCode: text('model_code').notNull(),
    /** The section the product lives in (a leaf of the tree, usually). */
    sectionId: belongsTo('section_id', () => sections.id, 'restrict'),
    /** A capsule or collection it also belongs to (Лето 2025, Флис, …), itself a section. */
    capsuleId: integer('capsule_id').references(() => sections.id, { onDelete: 'set null' }),
    colourCode: text('colour_code')
      .notNull()
      .references(() => colours.code, { onDelete: 'restrict' }),
    /** Picture family of shared/pictures/kinds.ts (bodysuit-short, romper, …). */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    composition: text('composition').notNull(),
    care: text('care').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    oldPriceKopecks: integer('old_price_kopecks'),
    /** One piece packed, grams: the carrier's tariff is by the parcel's weight (issue 25). */
    weightGrams: integer('weight_grams').notNull().default(300),
    isNew: boolean('is_new').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Orders and views: the 'popular' sort. */
    popularity: integer('popularity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    /**
     * What the product is, in words a shopper may type that are not in the name: its section and
     * capsule, its kind's synonyms (бодик, штанишки). Weight B: search ranks a product whose type
     * matches the query above one that matches only its colour (api/search/queries.ts).
     */
    searchExtra: text('search_extra').notNull().default(''),
    /** Its colour's words (every gender and number, synonyms): weight C, so a colour is never taken for a type. */
    searchColour: text('search_colour').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian', coalesce(name, '')), 'A')
        || setweight(to_tsvector('russian', coalesce(search_extra, '')), 'B')
        || setweight(to_tsvector('russian', coalesce(search_colour, '')), 'C')
        || setweight(to_tsvector('russian', coalesce(description, '')), 'D')`,
    ),
  },
  (t) => [
    check('products_code_format', sql`${t.code} ~ '^[a-z0-9][a-z0-9_-]*$'`),
    check('products_price_positive', sql`${t.priceKopecks} > 0`),
    // A piece of clothing weighs something, and no parcel of the shop's weighs more than 30 kg.
    check('products_weight_range', sql`${t.weightGrams} BETWEEN 1 AND 30000`),
    // An old price is a higher price crossed out; anything else would be a lie on the card.
    check('products_old_price_higher', sql`${t.oldPriceKopecks} IS NULL OR ${t.oldPriceKopecks} > ${t.priceKopecks}`),
    index('products_section_idx').on(t.sectionId),
    index('products_capsule_idx').on(t.capsuleId),
    index('products_model_idx').on(t.modelCode),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Listings, their counts and RELATED read only these columns: an index-only scan of this
    // narrow index (~90 pages at 10,000 products) instead of the wide heap (~1,900 pages, with
    // description and search_vector). Needs a vacuumed table (visibility map) to skip the heap.
    index('products_listing_idx')
      .on(t.sectionId, t.capsuleId, t.colourCode, t.priceKopecks, t.popularity, t.createdAt, t.id, t.oldPriceKopecks, t.isNew, t.isPopular)
      .where(sql`${t.active}`),
    // One per sort order: a page of a big scope reads its first rows in order and stops (LIMIT),
    // ~25 rows instead of every match; the planner keeps the covering index for small scopes.
    // price_desc walks the price index backwards, ties sorted incrementally. NULLS FIRST as in
    // a plain `DESC` (drizzle's .desc() says NULLS LAST, which ORDER BY … DESC could not use).
    index('products_popular_idx')
      .on(t.popularity.desc().nullsFirst(), t.id)
      .where(sql`${t.active}`),
    index('products_new_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.active}`),
    index('products_price_idx')
      .on(t.priceKopecks, t.id)
      .where(sql`${t.active}`),
  ],
);

/** One offer per size, with its own stock (issue 4 reserves from it under row locks). */
export const offers = pgTable(
  'offers',
  {
    id: identity(),
    productId: belongsTo('product_id', () => products.id, 'cascade'),
    /** Size label as shoppers know it: '50–56', '62', …, or 'единый'. */
    size: text('size').notNull(),
    sort: sortOrder(),
    stock: integer('stock').notNull().default(0),
    /**
     * This size's price and crossed-out price (issue 24: a size may cost more). The product's own
     * price_kopecks / old_price_kopecks are its lowest size's, kept by api/catalog/offer-numbers.ts,
     * for the cards, sorting, filters and blocks that show one price per product.
     */
    priceKopecks: integer('price_kopecks').notNull(),
    oldPriceKopecks: integer('old_price_kopecks'),
    /** The stock watch (issue 24): at or below this many the offer is «мало»; null = only when none left. */
    lowStockThreshold: integer('low_stock_threshold'),
  },
  (t) => [
    unique('offers_product_size_unique').on(t.productId, t.size),
    check('offers_stock_nonnegative', sql`${t.stock} >= 0`),
    check('offers_price_positive', sql`${t.priceKopecks} > 0`),
    check('offers_old_price_above', sql`${t.oldPriceKopecks} IS NULL OR ${t.oldPriceKopecks} > ${t.priceKopecks}`),
    check('offers_low_stock_threshold_nonnegative', sql`${t.lowStockThreshold} IS NULL OR ${t.lowStockThreshold} >= 0`),
    index('offers_product_idx').on(t.productId),
  ],
);

/**
 * One row: a number every staff edit of the catalogue raises in its own transaction
 * (api/catalog/revision.ts), so the api's and the storefront's caches of the catalogue see the
 * edit within a second of its commit, without reading the catalogue. Orders taking stock leave it.
 */
export const catalogRevision = pgTable(
  'catalog_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_revision_one_row', sql`${t.id} = 1`)],
);

export const productPictures = pgTable(
  'product_pictures',
  {
    id: identity(),
    productId: belongsTo('product_id', () => products.id, 'cascade'),
    sort: smallint('sort').notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [unique('product_pictures_product_sort_unique').on(t.productId, t.sort)],
);

/** Promo filter sections /shop/{code}/ (spec §2.1): a capsule section or a product flag. */
export const promos = pgTable(
  'promos',
  {
    id: identity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    flag: text('flag', { enum: ['new', 'sale', 'popular'] }),
    sort: sortOrder(),
  },
  (t) => [
    check('promos_code_format', sql`${t.code} ~ '^[a-z0-9][a-z0-9_-]*$'`),
    check('promos_one_rule', sql`(${t.sectionId} IS NULL) <> (${t.flag} IS NULL)`),
  ],
);
