import type { SwrKey } from '../../../shared/api/keys';
import type { Listing, ProductDetail, SearchPage } from '../../../shared/contract/catalog';
import type { Section } from '../../../shared/contract/section';
import { GOODS_FORMS, pluralRu } from '../../../shared/format';
import { pageKeys } from '../../../shared/page-keys';
import { parseBrandSlug, parseShopSlug, urls, type RouteMatch } from '../../../shared/routes';
import { findSectionByCode, sectionPathById } from '../../../shared/sections';
import { clip, DEFAULT_DESCRIPTION, HOME_TITLE, pageTitle, productTitle, STATIC_PAGES } from './pages';
import { breadcrumbList, productLd, webSiteLd, type SeoCrumb } from './schema-org';
import type { SeoProps } from './Seo';

export type RouteSeo = Omit<SeoProps, 'siteName'>;

/** The one key whose data names the page (product, listing, search), or null: page-keys' first. */
export function primarySeoKey(match: RouteMatch | null, search: URLSearchParams): SwrKey | null {
  if (!match || !['shopSlug', 'outlet', 'search'].includes(match.route.id)) return null;
  return pageKeys(match, search)[0] ?? null;
}

export interface RouteSeoInput {
  match: RouteMatch | null;
  pathname: string;
  search: URLSearchParams;
  origin: string;
  brand: string;
  tree?: Section[];
  /** Data of `primarySeoKey`, when it has arrived. */
  data?: unknown;
  /** The api answered 404 for `primarySeoKey`. */
  missing?: boolean;
}

const HOME: SeoCrumb = { name: 'Главная', path: '/' };
const SHOP: SeoCrumb = { name: 'Магазин', path: urls.catalog() };
const NO_INDEX = 'noindex, follow';

/**
 * The head of a page, from its route and the data its page reads (the same SWR keys, so nothing
 * extra is fetched). Computed once for the whole document by RouteSeo: one title, always in the shell.
 */
export function routeSeo(input: RouteSeoInput): RouteSeo {
  const { match, brand } = input;
  if (!match || input.missing) return notFound(brand);
  const page = Number(input.search.get('page')) || 1;
  const paged = (path: string) => (page > 1 ? `${path}?page=${page}` : path);
  const crumbs = (trail: SeoCrumb[]) => breadcrumbList(input.origin, [HOME, ...trail]);

  switch (match.route.id) {
    case 'home':
      return { title: HOME_TITLE, description: DEFAULT_DESCRIPTION, canonical: '/', jsonLd: webSiteLd(input.origin, brand) };
    case 'shopSlug':
      return shopSlugSeo(input, match.params.slug ?? '', paged, crumbs);
    case 'search': {
      const query = input.search.get('QUERY')?.trim() ?? '';
      const result = input.data as SearchPage | undefined;
      return {
        title: pageTitle(query ? `Поиск: «${clip(query, 60)}»` : 'Поиск', brand),
        description: result ? `${result.PAGINATION.TOTAL} ${pluralRu(result.PAGINATION.TOTAL, GOODS_FORMS)} по запросу «${clip(query, 60)}»` : DEFAULT_DESCRIPTION,
        canonical: urls.search(query || undefined),
        robots: NO_INDEX,
      };
    }
    case 'brandProduct': {
      const code = parseBrandSlug(match.params.slug ?? '') ?? '';
      const words = code.replace(/[-_]+/g, ' ').trim();
      const name = `Вы и ${words.charAt(0).toUpperCase()}${words.slice(1)}`;
      return { title: pageTitle(name, brand), description: DEFAULT_DESCRIPTION, canonical: input.pathname, jsonLd: crumbs([{ name, path: input.pathname }]) };
    }
    case 'orderDetail':
      return { title: pageTitle(`Заказ №${match.params.orderCode ?? ''}`, brand), robots: 'noindex, nofollow' };
    default: {
      const info = STATIC_PAGES[match.route.id];
      const name = info?.name ?? brand;
      if (info?.private) return { title: pageTitle(name, brand), robots: 'noindex, nofollow', canonical: input.pathname };
      const listing = match.route.id === 'outlet' ? (input.data as Listing | undefined) : undefined;
      const trail = match.route.id === 'catalog' ? [SHOP] : [{ name, path: input.pathname }];
      return {
        title: pageTitle(name, brand),
        description: withCount(info?.description ?? DEFAULT_DESCRIPTION, listing),
        canonical: match.route.id === 'outlet' ? paged(input.pathname) : input.pathname,
        jsonLd: crumbs(trail),
      };
    }
  }
}

function shopSlugSeo(
  input: RouteSeoInput,
  slugText: string,
  paged: (path: string) => string,
  crumbs: (trail: SeoCrumb[]) => object,
): RouteSeo {
  const { brand, tree } = input;
  const slug = parseShopSlug(slugText);
  if (!slug) return notFound(brand);
  switch (slug.kind) {
    case 'section': {
      const path = tree ? sectionPathById(tree, slug.id, slug.code) : [];
      const section = path.at(-1);
      if (tree && !section) return notFound(brand);
      const name = section?.NAME ?? (input.data as Listing | undefined)?.SECTION?.NAME ?? 'Каталог';
      const url = section?.URL ?? input.pathname;
      return {
        title: pageTitle(name, brand),
        description: withCount(`${name} из органического хлопка для малышей в интернет-магазине ${brand}.`, input.data as Listing | undefined),
        canonical: paged(url),
        jsonLd: crumbs([SHOP, ...path.map((s) => ({ name: s.NAME, path: s.URL }))]),
      };
    }
    case 'promo': {
      const listing = input.data as Listing | undefined;
      const section = tree ? findSectionByCode(tree, slug.code) : undefined;
      if (!listing && tree && !section) return notFound(brand);
      const name = listing?.PROMO?.NAME ?? section?.NAME ?? 'Подборка товаров';
      const about = listing?.PROMO?.DESCRIPTION ? clip(listing.PROMO.DESCRIPTION) : `${name}: одежда для малышей из органического хлопка.`;
      const url = urls.promo(slug.code);
      return {
        title: pageTitle(name, brand),
        description: withCount(about, listing),
        canonical: paged(url),
        jsonLd: crumbs([SHOP, { name, path: url }]),
      };
    }
    case 'product':
    case 'legacyProduct': {
      const product = input.data as ProductDetail | undefined;
      if (!product) return { title: pageTitle('Товар', brand), robots: NO_INDEX };
      const description = clip(`${product.NAME}, ${product.COLOR.NAME.toLowerCase()}. ${product.COMPOSITION}. ${product.DESCRIPTION}`);
      const trail = [SHOP, ...product.SECTION_PATH.map((s) => ({ name: s.NAME, path: s.URL })), { name: product.NAME, path: product.URL }];
      return {
        title: productTitle(product.NAME, brand),
        description,
        canonical: urls.product(product),
        og: { type: 'product', image: product.PICTURES[0]?.SRC ?? product.PREVIEW_PICTURE },
        jsonLd: [productLd(input.origin, product, brand, description), crumbs(trail)],
      };
    }
  }
}

/** Adds «N товаров в продаже» to a listing page's description once its listing is known. */
function withCount(description: string, listing: Listing | undefined): string {
  if (!listing) return description;
  const n = listing.PAGINATION.TOTAL;
  return `${description} ${n} ${pluralRu(n, GOODS_FORMS)} в каталоге.`;
}

function notFound(brand: string): RouteSeo {
  return { title: pageTitle('Страница не найдена', brand), robots: 'noindex' };
}
