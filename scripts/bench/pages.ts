import { createApiClient } from '../../shared/api/client';
import type { Section } from '../../shared/contract';
import type { Listing, ProductBlock } from '../../shared/contract/catalog';
import { OUTLET_CODE } from '../../shared/contract/catalog-constants';

export interface BenchPage {
  name: string;
  path: string;
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
