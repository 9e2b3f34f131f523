import type { Database } from '../../api/db/database';
import { createApiClient } from '../../shared/api/client';
import type { Section } from '../../shared/contract';
import type { Listing, ProductBlock } from '../../shared/contract/catalog';
import { OUTLET_CODE } from '../../shared/contract/catalog-constants';
import { basketSession } from './basket-session';

export interface BenchPage {
  name: string;
  path: string;
  /** The `sid` cookie of a session to load the page in (the basket's two lines). */
  cookie?: string;
}

/**
 * The pages the SSR bench loads, picked from the running shop's api so that they exist in
 * whatever catalogue it has: the home page, the first ordinary section (menu order) with a full
 * page of products, and the first popular product.
 */
export async function pickPages(baseUrl: string): Promise<BenchPage[]> {
  const api = createApiClient({ baseUrl });
  const pages: BenchPage[] = [{ name: 'home', path: '/' }];

  const sections = await api.call<Section[]>({ path: '/catalog/section-list/' });
  let section: Section | undefined;
  // The outlet is a section too, but a sale page; the bench wants an ordinary one.
  for (const candidate of sections.filter((s) => s.CODE !== OUTLET_CODE)) {
    const list = await api.call<Listing>({ path: `/catalog/${candidate.CODE}/`, query: { limit: 1 } });
    if (list.PAGINATION.TOTAL > 0) section ??= candidate;
    if (list.PAGINATION.TOTAL >= 12) {
      section = candidate;
      break;
    }
  }
  if (section) pages.push({ name: 'section', path: section.URL });

  const popular = await api.call<ProductBlock>({ path: '/catalog/block/popular/' });
  const product = popular.ITEMS[0];
  if (product) pages.push({ name: 'product', path: product.URL });
  return pages;
}

/**
 * The pages the browser benchmarks load (bench:lighthouse, bench:main-thread): pickPages' three, a
 * search and the basket with two lines (a session made through the api, on `database`, so every
 * build served on it shows the same basket). `only` (their --page) keeps the one with that path,
 * or measures that path of the shop as it is.
 */
export async function browserPages(baseUrl: string, database: Database, only?: string): Promise<BenchPage[]> {
  const pages: BenchPage[] = [
    ...(await pickPages(baseUrl)),
    { name: 'search', path: `/search/?QUERY=${encodeURIComponent('боди')}` },
    { name: 'basket', path: '/personal/basket/', cookie: await basketSession(baseUrl, database) },
  ];
  if (!only) return pages;
  const chosen = pages.filter((p) => p.path === only || decodeURI(p.path) === only);
  return chosen.length > 0 ? chosen : [{ name: only, path: only }];
}
