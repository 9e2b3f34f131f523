/**
 * The catalogue of the fake api (shared/contract/catalog.ts), made by the contract fixtures'
 * factory (client/testing/): one product with two sizes (one sold out) in a small section tree,
 * listings, facets, blocks and search. Known codes answer, unknown ones are 404. Small on purpose.
 */
import type { Request } from 'express';
import { listing, productCard, productDetail, searchResult } from '../../client/testing/catalog';
import { section } from '../../client/testing/fixtures';
import type { Facets, Listing, SearchPage, Section, SectionRef } from '../../shared/contract';
import type { SitemapData } from '../../shared/contract/sitemap';
import { findSectionByCode } from '../../shared/sections';
import { FakeRefusal, type FakeAnswers } from './fake-calls';

/** A name with characters that must be escaped in JSON-LD and attributes. */
export const FAKE_PRODUCT_NAME = 'Боди «Молочное» </script><script>alert(1)</script> & Ко';

export const fakeSectionTree: Section[] = [
  section(1, 'outlet', 'Outlet', null, 1),
  section(2, 'odezhda', 'Одежда', null, 1, [section(12, 'bodi', 'Боди', 2, 2)]),
  section(3, 'leto_2025', 'Лето 2025', null, 1),
];

const sectionRef = ({ ID, CODE, NAME, URL }: Section): SectionRef => ({ ID, CODE, NAME, URL });
const [, clothes] = fakeSectionTree;
const bodi = sectionRef(clothes!.ITEMS[0]!);

export const fakeProductCard = productCard({
  ID: 5,
  CODE: 'bodi-molochnyy',
  NAME: FAKE_PRODUCT_NAME,
  PRICE: 1290,
  OLD_PRICE: null,
  FLAGS: { NEW: true, POPULAR: false, SALE: false },
  SIZES: [
    { ID: 51, NAME: '62', AVAILABLE: true },
    { ID: 52, NAME: '68', AVAILABLE: false },
  ],
  SECTION: bodi,
});

export const fakeProductDetail = productDetail({
  ...fakeProductCard,
  OFFERS: [
    { ID: 51, SIZE: '62', AVAILABLE: true, QUANTITY: 4, PRICE: 1290, OLD_PRICE: null },
    { ID: 52, SIZE: '68', AVAILABLE: false, QUANTITY: 0, PRICE: 1290, OLD_PRICE: null },
  ],
  CAPSULE: null,
  SECTION_PATH: [sectionRef(clothes!), bodi],
  RELATED: [],
});

export function fakeListing(section: Listing['SECTION'], promo: Listing['PROMO'] = null): Listing {
  return listing([fakeProductCard], 1, 1, { SECTION: section, PROMO: promo });
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

export const fakeSearchResult = searchResult(fakeProductCard);

const pagination = (total: number, page = 1) => ({ PAGE: page, PAGE_SIZE: 24, TOTAL: total, PAGES: Math.ceil(total / 24) });

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

const NOT_FOUND = new FakeRefusal(404, 'Товар не найден');
const block = () => ({ ITEMS: [fakeProductCard] });
/** A path's parameter, or the query's field, as text. */
const text = (value: unknown) => String(value ?? '');
const detail = (req: Request) => (text(req.params.code) === fakeProductDetail.CODE ? fakeProductDetail : NOT_FOUND);
const sectionOf = (req: Request) => findSectionByCode(fakeSectionTree, text(req.params.code));

/** The catalogue's calls (issue 3). */
export const fakeCatalogAnswers = {
  'GET /catalog/section-tree/': () => fakeSectionTree,
  'GET /catalog/sitemap/': () => fakeSitemap,
  'GET /catalog/': () => fakeListing(null),
  'GET /catalog/{code}/': (req) => {
    const found = sectionOf(req);
    return found ? fakeListing(sectionRef(found)) : NOT_FOUND;
  },
  'GET /catalog/filter/': () => fakeFacets,
  'GET /catalog/filter-promo/{code}/': (req) => {
    const found = sectionOf(req);
    return found ? fakeListing(null, { CODE: found.CODE, NAME: found.NAME, DESCRIPTION: 'Лёгкая летняя капсула.' }) : NOT_FOUND;
  },
  'GET /catalog/block/{block}/': block,
  'GET /catalog/block/viewed/': block,
  'GET /catalog/block/wishlist/': block,
  'GET /catalog/{code}/detail/': detail,
  'GET /catalog/{code}/detail-complex/': detail,
  'GET /wishlist/': () => ({ ITEMS: [] }),
  'POST /catalog/search/': (req) => (text(req.query.query).toLowerCase().includes('боди') ? [fakeSearchResult] : []),
  'GET /catalog/search-pagen/': (req) => fakeSearchPage(text(req.query.query), Number(req.query.page) || 1),
} satisfies FakeAnswers;
