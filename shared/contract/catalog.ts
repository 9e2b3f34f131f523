import { z } from 'zod';

export * from './catalog-constants';
export * from './catalog-input';

/**
 * The catalogue's calls (spec §7.1, issue 3). Prices are rubles at the edge (kopecks inside the
 * back-end): a number with at most two decimals. Field names in the spec's upper case.
 */

export const colourSchema = z.object({ CODE: z.string(), NAME: z.string(), HEX: z.string() });
export type Colour = z.infer<typeof colourSchema>;

export const sectionRefSchema = z.object({ ID: z.number().int(), CODE: z.string(), NAME: z.string(), URL: z.string() });
export type SectionRef = z.infer<typeof sectionRefSchema>;

/** A size of a product (one offer). */
export const sizeSchema = z.object({
  /** Offer id: what the basket adds. */
  ID: z.number().int(),
  NAME: z.string(),
  AVAILABLE: z.boolean(),
});
export type Size = z.infer<typeof sizeSchema>;

export const pictureSchema = z.object({ SRC: z.string(), ALT: z.string() });
export type Picture = z.infer<typeof pictureSchema>;

/** A product in a list: catalogue, blocks, wishlist, related, search pages. */
export const productCardSchema = z
  .object({
    ID: z.number().int(),
    CODE: z.string(),
    NAME: z.string(),
    /** Canonical storefront address, `urls.product`. */
    URL: z.string(),
    PREVIEW_PICTURE: z.string(),
    /** The second picture, shown on hover on desktops. */
    HOVER_PICTURE: z.string().nullable(),
    /** The lowest size's price (rubles), and its crossed-out one. */
    PRICE: z.number(),
    OLD_PRICE: z.number().nullable(),
    /** The sizes cost differently: the card says «от PRICE». */
    PRICE_FROM: z.boolean(),
    COLOR: colourSchema,
    SIZES: z.array(sizeSchema),
    AVAILABLE: z.boolean(),
    FLAGS: z.object({ NEW: z.boolean(), POPULAR: z.boolean(), SALE: z.boolean() }),
    SECTION: sectionRefSchema,
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCardSchema>;

export const paginationSchema = z.object({
  PAGE: z.number().int().min(1),
  PAGE_SIZE: z.number().int().min(1),
  TOTAL: z.number().int().min(0),
  PAGES: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** GET /api/catalog/ and /api/catalog/{section_code}/ and /api/catalog/filter-promo/{code}/. */
export const listingSchema = z
  .object({
    ITEMS: z.array(productCardSchema),
    PAGINATION: paginationSchema,
    /** The section or promo being listed; null for the whole catalogue. */
    SECTION: sectionRefSchema.nullable(),
    /** For a promo: its heading and text. */
    PROMO: z.object({ CODE: z.string(), NAME: z.string(), DESCRIPTION: z.string() }).nullable(),
  })
  .meta({ id: 'Listing' });
export type Listing = z.infer<typeof listingSchema>;

/** GET /api/catalog/filter/ (same query plus `section` or `promo`): facet counts for the current filter. */
export const facetsSchema = z
  .object({
    SIZES: z.array(z.object({ VALUE: z.string(), COUNT: z.number().int() })),
    COLORS: z.array(colourSchema.extend({ COUNT: z.number().int() })),
    PRICE: z.object({ MIN: z.number(), MAX: z.number() }),
    /** Products matching the filter, and how many of them have a size in stock. */
    TOTAL: z.number().int(),
    AVAILABLE: z.number().int(),
  })
  .meta({ id: 'Facets' });
export type Facets = z.infer<typeof facetsSchema>;

/** GET /api/catalog/{element_code}/detail/ (and /detail-complex/ with RELATED). */
export const productDetailSchema = productCardSchema
  .extend({
    PICTURES: z.array(pictureSchema),
    OFFERS: z.array(
      z.object({
        ID: z.number().int(),
        SIZE: z.string(),
        AVAILABLE: z.boolean(),
        /** How many are left, capped at 10 (a shopper needs 'few left', not the warehouse). */
        QUANTITY: z.number().int().min(0),
        /** This size's own price (rubles) and crossed-out price: the page shows the chosen size's. */
        PRICE: z.number(),
        OLD_PRICE: z.number().nullable(),
      }),
    ),
    DESCRIPTION: z.string(),
    COMPOSITION: z.string(),
    CARE: z.string(),
    /**
     * A gift certificate is money, not a garment: its nominal (rubles) and how many months it pays
     * from its issue; its code comes on the order's page and by SMS, nothing is delivered. Null for
     * any other product.
     */
    CERTIFICATE: z.object({ NOMINAL: z.number(), VALID_MONTHS: z.number().int().min(1) }).nullable(),
    CAPSULE: sectionRefSchema.nullable(),
    /** The section chain from the root, for breadcrumbs. */
    SECTION_PATH: z.array(sectionRefSchema),
    /** The same model in other colours. */
    COLORS: z.array(z.object({ ID: z.number().int(), URL: z.string(), COLOR: colourSchema, ACTIVE: z.boolean() })),
    RELATED: z.array(productCardSchema).optional(),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/catalog/block/{block}/?limit=n */
export const blockSchema = z.object({ ITEMS: z.array(productCardSchema) });
export type ProductBlock = z.infer<typeof blockSchema>;

/** Spec §3 "Search result element", plus the address and price a result list shows. */
export const searchResultSchema = productCardSchema
  .pick({ ID: true, CODE: true, NAME: true, URL: true, PREVIEW_PICTURE: true, PRICE: true })
  .extend({ SECTION: z.object({ NAME: z.string() }) })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;
/** POST /api/catalog/search/?query= → a list (spec §7.1). */
export const searchResultsSchema = z.array(searchResultSchema);
/** GET /api/catalog/search-pagen/?query=&page=&limit= */
export const searchPageSchema = z.object({ ITEMS: z.array(productCardSchema), PAGINATION: paginationSchema, QUERY: z.string() });
export type SearchPage = z.infer<typeof searchPageSchema>;

/** GET /api/wishlist/?id= (an id adds or removes that product): spec §3 Wishlist. */
export const wishlistSchema = z.object({ ITEMS: z.array(z.object({ ID: z.number().int() })) });
export type Wishlist = z.infer<typeof wishlistSchema>;

export const partnerSchema = z
  .object({ ID: z.number().int(), NAME: z.string(), HREF: z.string(), CITY: z.string() })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

export const reviewSchema = z
  .object({
    ID: z.number().int(),
    AUTHOR: z.string(),
    CITY: z.string(),
    TEXT: z.string(),
    RATING: z.number().int().min(1).max(5),
    DATE: z.string(),
    PRODUCT: z.object({ NAME: z.string(), URL: z.string(), PICTURE: z.string() }).nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;
