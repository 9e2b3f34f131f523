/**
 * The catalogue contract's plain constants, apart from its zod schemas (catalog.ts re-exports
 * them): the browser imports these without pulling zod into its bundles.
 */
export const SORTS = ['popular', 'price_asc', 'price_desc', 'new'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 60;

export const BLOCKS = ['new', 'popular', 'sale', 'last', 'limit', 'viewed', 'wishlist'] as const;
export type Block = (typeof BLOCKS)[number];

export const SEARCH_QUERY_MAX = 200;
/**
 * The header of the overlay's search answer (POST /catalog/search/) that says how many products
 * the query finds in all, as the results page counts them: its data stays the list of spec §7.1.
 */
export const SEARCH_TOTAL_HEADER = 'X-Total-Count';
export const REVIEWS_DEFAULT_COUNT = 10;

/** Spec §3: cookie productIds, a JSON array of product ids (the client writes it on a product page). */
export const VIEWED_COOKIE = 'productIds';
export const VIEWED_MAX = 20;
/** The session cookie (guests too): HttpOnly, holds a random token. */
export const SESSION_COOKIE = 'sid';

/** The outlet section's code: its page is OUTLET_PATH (spec §2.1 {token}). */
export const OUTLET_CODE = 'outlet';

/**
 * How the menu paints a section's name (spec §2.4), a column the owner sets in the back office:
 * `outlet` red, `capsule` green (a collection), `plain` the default.
 */
export const SECTION_STYLES = ['plain', 'outlet', 'capsule'] as const;
export type SectionStyle = (typeof SECTION_STYLES)[number];

/** How deep the section tree goes (spec §2.4). */
export const SECTION_DEPTH_MAX = 4;
