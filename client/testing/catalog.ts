import type { Facets, Listing, ProductCard, ProductDetail, Review, SearchResult, SectionRef } from '../../shared/contract/catalog';

/**
 * Catalogue test data in the contract's shapes (issue 3): the one factory of them, for render tests
 * without an api and for the storefront's fake api. A card's address follows its ID and CODE.
 */

/** The «Боди» section every card of these fixtures is in. */
const BODI_SECTION: SectionRef = { ID: 7, CODE: 'bodi', NAME: 'Боди', URL: '/shop/7-bodi-category/' };

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  const ID = overrides.ID ?? 12;
  const CODE = overrides.CODE ?? 'bodi-molochnoe';
  return {
    ID,
    CODE,
    NAME: 'Боди молочное с коротким рукавом',
    URL: `/shop/${ID}-${CODE}-product/`,
    PREVIEW_PICTURE: '/images/products/bodysuit-short-molochnyy-1.svg',
    HOVER_PICTURE: '/images/products/bodysuit-short-molochnyy-2.svg',
    PRICE: 990,
    OLD_PRICE: 1290,
    PRICE_FROM: false,
    COLOR: { CODE: 'molochnyy', NAME: 'молочный', HEX: '#f3ead8' },
    SIZES: [
      { ID: 103, NAME: '68', AVAILABLE: true },
      { ID: 101, NAME: '50–56', AVAILABLE: true },
      { ID: 102, NAME: '62', AVAILABLE: false },
    ],
    AVAILABLE: true,
    FLAGS: { NEW: true, POPULAR: false, SALE: true },
    SECTION: BODI_SECTION,
    ...overrides,
  };
}

export function listing(items: ProductCard[], page = 1, pages = 1, overrides: Partial<Listing> = {}): Listing {
  return {
    ITEMS: items,
    PAGINATION: { PAGE: page, PAGE_SIZE: 24, TOTAL: pages > 1 ? pages * 24 : items.length, PAGES: pages },
    SECTION: BODI_SECTION,
    PROMO: null,
    ...overrides,
  };
}

/** A search's result for a card: what the search overlay lists of it. */
export function searchResult(overrides: Partial<ProductCard> = {}): SearchResult {
  const { ID, CODE, NAME, URL, PREVIEW_PICTURE, PRICE, SECTION } = productCard(overrides);
  return { ID, CODE, NAME, URL, PREVIEW_PICTURE, PRICE, SECTION: { NAME: SECTION.NAME } };
}

export const facets: Facets = {
  SIZES: [
    { VALUE: '62', COUNT: 4 },
    { VALUE: '50–56', COUNT: 3 },
    { VALUE: '104', COUNT: 0 },
  ],
  COLORS: [
    { CODE: 'molochnyy', NAME: 'молочный', HEX: '#f3ead8', COUNT: 5 },
    { CODE: 'grafit', NAME: 'графитовый', HEX: '#4a4b50', COUNT: 0 },
  ],
  PRICE: { MIN: 590, MAX: 2990 },
  TOTAL: 48,
  AVAILABLE: 40,
};

/** The card's product page: four pictures, three sizes, a capsule, and its beige twin as the other colour. */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const card = productCard(overrides);
  return {
    ...card,
    PICTURES: [1, 2, 3, 4].map((n) => ({ SRC: `/images/products/bodysuit-short-molochnyy-${n}.svg`, ALT: `Боди молочное, фото ${n}` })),
    OFFERS: [
      { ID: 103, SIZE: '68', AVAILABLE: true, QUANTITY: 2, PRICE: 990, OLD_PRICE: 1290 },
      { ID: 101, SIZE: '50–56', AVAILABLE: true, QUANTITY: 10, PRICE: 990, OLD_PRICE: 1290 },
      { ID: 102, SIZE: '62', AVAILABLE: false, QUANTITY: 0, PRICE: 990, OLD_PRICE: 1290 },
    ],
    DESCRIPTION: 'Базовое боди из мягкой кулирки.',
    COMPOSITION: '100% органический хлопок (GOTS)',
    CARE: 'Бережная стирка при 30 °C',
    CERTIFICATE: null,
    CAPSULE: { ID: 4, CODE: 'dlya_novorozhdennykh', NAME: 'Для новорождённых', URL: '/shop/4-dlya_novorozhdennykh-category/' },
    SECTION_PATH: [{ ID: 2, CODE: 'odezhda', NAME: 'Одежда', URL: '/shop/2-odezhda-category/' }, BODI_SECTION],
    COLORS: [
      { ID: card.ID, URL: card.URL, COLOR: card.COLOR, ACTIVE: true },
      { ID: 13, URL: '/shop/13-bodi-bezhevoe-product/', COLOR: { CODE: 'bezhevyy', NAME: 'бежевый', HEX: '#e3cfae' }, ACTIVE: false },
    ],
    RELATED: [productCard({ ID: 13, CODE: 'bodi-bezhevoe', NAME: 'Боди бежевое' })],
    ...overrides,
  };
}

export const reviews: Review[] = [
  {
    ID: 1,
    AUTHOR: 'Анна',
    CITY: 'Москва',
    TEXT: 'Взяли пять боди на выписку — мягкие, швы не натирают.',
    RATING: 5,
    DATE: '2025-09-21',
    PRODUCT: { NAME: 'Боди молочное', URL: '/shop/12-bodi-molochnoe-product/', PICTURE: '/images/products/bodysuit-short-molochnyy-1.svg' },
  },
];
