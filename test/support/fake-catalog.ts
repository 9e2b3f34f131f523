/**
 * Catalogue data in the contract's shapes (shared/contract/catalog.ts) for the fake api: one
 * product with two sizes (one sold out), listings, facets, blocks and search. Small on purpose.
 */
import type { Facets, Listing, ProductCard, ProductDetail, SearchPage, SearchResult } from '../../shared/contract/catalog';
import type { SitemapData } from '../../shared/contract/sitemap';

/** A name with characters that must be escaped in JSON-LD and attributes. */
export const FAKE_PRODUCT_NAME = 'Боди «Молочное» </script><script>alert(1)</script> & Ко';

export const fakeProductCard: ProductCard = {
  ID: 5,
  CODE: 'bodi-molochnyy',
  NAME: FAKE_PRODUCT_NAME,
  URL: '/shop/5-bodi-molochnyy-product/',
  PREVIEW_PICTURE: '/images/products/bodysuit-short-molochnyy-front.svg',
  HOVER_PICTURE: '/images/products/bodysuit-short-molochnyy-back.svg',
  PRICE: 1290,
  OLD_PRICE: null,
  COLOR: { CODE: 'molochnyy', NAME: 'Молочный', HEX: '#f7f1e3' },
  SIZES: [
    { ID: 51, NAME: '62', AVAILABLE: true },
    { ID: 52, NAME: '68', AVAILABLE: false },
  ],
  AVAILABLE: true,
  FLAGS: { NEW: true, POPULAR: false, SALE: false },
  SECTION: { ID: 12, CODE: 'bodi', NAME: 'Боди', URL: '/shop/12-bodi-category/' },
};

export const fakeProductDetail: ProductDetail = {
  ...fakeProductCard,
  PICTURES: [
    { SRC: '/images/products/bodysuit-short-molochnyy-front.svg', ALT: 'Боди молочное, вид спереди' },
    { SRC: '/images/products/bodysuit-short-molochnyy-back.svg', ALT: 'Боди молочное, вид сзади' },
  ],
  OFFERS: [
    { ID: 51, SIZE: '62', AVAILABLE: true, QUANTITY: 4 },
    { ID: 52, SIZE: '68', AVAILABLE: false, QUANTITY: 0 },
  ],
  DESCRIPTION: 'Мягкое боди с запахом для первых месяцев.',
  COMPOSITION: '100% органический хлопок',
  CARE: 'Стирка при 30 °C',
  CERTIFICATE: null,
  CAPSULE: null,
  SECTION_PATH: [
    { ID: 2, CODE: 'odezhda', NAME: 'Одежда', URL: '/shop/2-odezhda-category/' },
    { ID: 12, CODE: 'bodi', NAME: 'Боди', URL: '/shop/12-bodi-category/' },
  ],
  COLORS: [{ ID: 5, URL: '/shop/5-bodi-molochnyy-product/', COLOR: fakeProductCard.COLOR, ACTIVE: true }],
  RELATED: [],
};

const pagination = (total: number, page = 1) => ({ PAGE: page, PAGE_SIZE: 24, TOTAL: total, PAGES: Math.ceil(total / 24) });

export function fakeListing(section: Listing['SECTION'], promo: Listing['PROMO'] = null): Listing {
  return { ITEMS: [fakeProductCard], PAGINATION: pagination(1), SECTION: section, PROMO: promo };
}

export const fakeFacets: Facets = {
  SIZES: [
    { VALUE: '62', COUNT: 1 },
    { VALUE: '68', COUNT: 1 },
  ],
  COLORS: [{ ...fakeProductCard.COLOR, COUNT: 1 }],
  PRICE: { MIN: 1290, MAX: 1290 },
  TOTAL: 1,
  AVAILABLE: 1,
};

export const fakeSearchResult: SearchResult = {
  ID: fakeProductCard.ID,
  CODE: fakeProductCard.CODE,
  NAME: fakeProductCard.NAME,
  URL: fakeProductCard.URL,
  PREVIEW_PICTURE: fakeProductCard.PREVIEW_PICTURE,
  PRICE: fakeProductCard.PRICE,
  SECTION: { NAME: 'Боди' },
};

/** search-pagen: the one product for 'боди', 50 results over three pages for 'много', nothing otherwise. */
export function fakeSearchPage(query: string, page: number): SearchPage {
  const q = query.toLowerCase();
  if (q.includes('много')) return { ITEMS: page <= 3 ? [fakeProductCard] : [], PAGINATION: pagination(50, page), QUERY: query };
  const hit = q.includes('боди');
  return { ITEMS: hit && page === 1 ? [fakeProductCard] : [], PAGINATION: pagination(hit ? 1 : 0, page), QUERY: query };
}

export const fakeSitemap: SitemapData = {
  SECTIONS: [{ URL: '/outlet/' }, { URL: '/shop/2-odezhda-category/' }, { URL: '/shop/12-bodi-category/' }],
  PRODUCTS: [{ URL: fakeProductCard.URL, UPDATED: '2026-05-01T10:00:00.000Z' }],
  PROMOS: [{ URL: '/shop/leto_2025/' }],
};
