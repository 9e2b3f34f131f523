import type { Listing } from '../../../shared/contract/catalog';
import { GOODS_FORMS, pluralRu } from '../../../shared/format/plural';
import { urls } from '../../../shared/routes';
import type { Head, HeadInput } from '../../routes/route-module';
import { breadcrumbList, type SeoCrumb } from './schema-org';

/**
 * The pieces route modules build their heads from (client/routes/*.ts): titles, descriptions,
 * robots, crumbs and the listing count, so that every page words them the same way.
 */

/** The home page's title and description (spec §1: 'Clothes for children | online store'). */
export const HOME_TITLE = 'Одежда для детей | интернет-магазин';
export const DEFAULT_DESCRIPTION =
  'Одежда для малышей и детей из органического хлопка: боди, комбинезоны, шапочки, аксессуары и игрушки. Доставка по России в пункт выдачи.';
export const DEFAULT_BRAND = 'Хлопушки';

/** «{Page} — {brand}». */
export const pageTitle = (name: string, brand: string) => `${name} — ${brand}`;
/** «{Product} — купить в интернет-магазине {brand}». */
export const productTitle = (name: string, brand: string) => `${name} — купить в интернет-магазине ${brand}`;

/** Text cut at a word boundary to `max` characters with an ellipsis (meta descriptions). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** Search results: not indexed, links followed. */
export const NO_INDEX = 'noindex, follow';
/** One shopper's pages: neither indexed nor followed. */
export const PRIVATE = 'noindex, nofollow';

export const HOME_CRUMB: SeoCrumb = { name: 'Главная', path: urls.home() };
export const SHOP_CRUMB: SeoCrumb = { name: 'Магазин', path: urls.catalog() };

/** The head of an address that names nothing (spec §2.9). */
export function notFoundHead(brand: string): Head {
  return { title: pageTitle('Страница не найдена', brand), robots: 'noindex' };
}

/** BreadcrumbList JSON-LD of a trail after 'Главная'. */
export function crumbsLd(origin: string, trail: readonly SeoCrumb[]): object {
  return breadcrumbList(origin, [HOME_CRUMB, ...trail]);
}

/** The address with its page number (filters left out): the canonical of a listing page. */
export function pagedPath(path: string, search: URLSearchParams): string {
  const page = Number(search.get('page')) || 1;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** Adds «N товаров в каталоге» to a listing page's description once its listing is known. */
export function withCount(description: string, listing: Listing | undefined): string {
  if (!listing) return description;
  const n = listing.PAGINATION.TOTAL;
  return `${description} ${n} ${pluralRu(n, GOODS_FORMS)} в каталоге.`;
}

/** The head of a page whose content needs no data: its name, what it is about, its crumb. */
export function infoHead(name: string, description = DEFAULT_DESCRIPTION) {
  return ({ origin, pathname, brand }: HeadInput<unknown, unknown>): Head => ({
    title: pageTitle(name, brand),
    description,
    canonical: pathname,
    jsonLd: crumbsLd(origin, [{ name, path: pathname }]),
  });
}

/** The head of one shopper's page: named, kept out of search engines. */
export function privateHead(name: string) {
  return ({ pathname, brand }: HeadInput<unknown, unknown>): Head => ({
    title: pageTitle(name, brand),
    robots: PRIVATE,
    canonical: pathname,
  });
}
