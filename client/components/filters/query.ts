import { SORTS, type Sort } from '../../../shared/contract/catalog-constants';

/**
 * A section page's filter in its own URL. The page's query string uses the api's parameter names
 * (size, color, price_from, price_to, available=Y, sort, page), so the filter form can be a plain
 * `<form method="get">` and every link a plain href: the page works without JavaScript.
 */
export interface FilterState {
  sizes: string[];
  colors: string[];
  priceFrom: string;
  priceTo: string;
  available: boolean;
  sort: Sort | null;
}

const PRICE = /^\d{1,8}$/;

function list(search: URLSearchParams, name: string): string[] {
  const values = search
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

/** The filter a query string asks for; values the api would refuse (a negative price, an unknown sort) drop. */
export function readFilter(search: URLSearchParams): FilterState {
  const price = (name: string) => {
    const value = search.get(name)?.trim() ?? '';
    return PRICE.test(value) ? value : '';
  };
  const sort = search.get('sort');
  return {
    sizes: list(search, 'size'),
    colors: list(search, 'color'),
    priceFrom: price('price_from'),
    priceTo: price('price_to'),
    available: search.get('available') === 'Y',
    sort: SORTS.includes(sort as Sort) && sort !== 'popular' ? (sort as Sort) : null,
  };
}

/** The query string of a filter (without '?'), in a fixed order, empty fields left out. */
export function filterSearch(state: FilterState): URLSearchParams {
  const out = new URLSearchParams();
  for (const size of state.sizes) out.append('size', size);
  for (const color of state.colors) out.append('color', color);
  if (state.priceFrom) out.set('price_from', state.priceFrom);
  if (state.priceTo) out.set('price_to', state.priceTo);
  if (state.available) out.set('available', 'Y');
  if (state.sort) out.set('sort', state.sort);
  return out;
}

/**
 * What a submitted filter form asks for, as the address's query string: the same as the browser
 * would send without JavaScript, minus the empty fields, so both ways give one address.
 */
export function formSearch(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value === 'string' && value.trim() !== '') search.append(name, value.trim());
  }
  return filterSearch(readFilter(search));
}

/** `?…` of the current address with some parameters changed (null removes); '' when nothing is left. */
export function hrefWith(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}

/** A sort link: a new order starts again from page 1; the default order is no parameter at all. */
export function sortHref(search: URLSearchParams, sort: Sort): string {
  return hrefWith(search, { sort: sort === 'popular' ? null : sort, page: null });
}

/** A page link: page 1 is the address without `page`. */
export function pageHref(search: URLSearchParams, page: number): string {
  return hrefWith(search, { page: page <= 1 ? null : String(page) });
}

/**
 * Page numbers to show: the first, the last, and two around the current one, with null for a gap
 * (1 … 4 5 6 … 12). Short lists come whole.
 */
export function pageList(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= total - 2) [total - 1, total - 2, total - 3].forEach((p) => pages.add(p));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

/** How many filter values are chosen: the count on the phone's «Фильтры» button. */
export function activeFilterCount(state: FilterState): number {
  return state.sizes.length + state.colors.length + (state.priceFrom || state.priceTo ? 1 : 0) + (state.available ? 1 : 0);
}

export const SORT_NAMES: Record<Sort, string> = {
  popular: 'Популярные',
  price_asc: 'Сначала дешевле',
  price_desc: 'Сначала дороже',
  new: 'Новинки',
};
