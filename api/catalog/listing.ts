import {
  type Listing,
  type ListingFilter,
  PAGE_SIZE_DEFAULT,
  type Pagination,
  type ProductCard,
  type SectionRef,
} from '../../shared/contract/catalog';
import type { Executor } from '../db/database';
import { notFound } from '../http/errors';
import { loadCards } from './cards';
import { filterSql, orderSql, whereAll } from './filter-sql';
import { countProducts, pageIds, promoByCode } from './listing-queries';
import { activeSectionRows } from './queries';
import { descendantIds, type Scope, sectionRef, visibleSectionIds } from './scope';

export interface ResolvedScope {
  scope: Scope;
  section: SectionRef | null;
  promo: Listing['PROMO'];
}

/** The whole catalogue (no code) or a section with its descendants; an unknown code is a 404. */
export async function sectionScope(db: Executor, code: string | undefined): Promise<ResolvedScope> {
  const { rows, visibleIds } = await visibleSections(db);
  if (code === undefined) return { scope: { visibleIds, sectionIds: null }, section: null, promo: null };
  const section = rows.find((r) => r.code === code && visibleIds.includes(r.id));
  if (!section) throw notFound('Раздел не найден');
  return { scope: { visibleIds, sectionIds: descendantIds(rows, section.id) }, section: sectionRef(section), promo: null };
}

async function visibleSections(db: Executor) {
  const rows = await activeSectionRows(db);
  return { rows, visibleIds: visibleSectionIds(rows) };
}

/** A promo (spec §2.1 /shop/{promo_code}/): a section with its descendants, or a product flag. */
export async function promoScope(db: Executor, code: string): Promise<ResolvedScope> {
  const [promo, { rows, visibleIds }] = await Promise.all([promoByCode(db, code), visibleSections(db)]);
  if (!promo) throw notFound('Подборка не найдена');
  const heading = { CODE: promo.code, NAME: promo.name, DESCRIPTION: promo.description };
  if (promo.flag !== null) return { scope: { visibleIds, sectionIds: null, flag: promo.flag }, section: null, promo: heading };
  const section = rows.find((r) => r.id === promo.sectionId && visibleIds.includes(r.id));
  // A promo whose section was switched off lists nothing rather than the whole catalogue.
  if (!section) return { scope: { visibleIds, sectionIds: [] }, section: null, promo: heading };
  return { scope: { visibleIds, sectionIds: descendantIds(rows, section.id) }, section: sectionRef(section), promo: heading };
}

/**
 * One page of a scope under the shopper's filter. A page past the last is not an error: it
 * answers no items with the real TOTAL and PAGES, so a stale link still shows "nothing here".
 */
export async function listProducts(
  db: Executor,
  scope: Scope,
  filter: ListingFilter,
): Promise<{ ITEMS: ProductCard[]; PAGINATION: Pagination }> {
  const page = filter.page ?? 1;
  const limit = filter.limit ?? PAGE_SIZE_DEFAULT;
  const where = whereAll(filterSql(scope, filter));
  // The count does not gate the cards: it runs beside the page and its cards, not before them.
  const [ITEMS, total] = await Promise.all([
    pageIds(db, where, orderSql(filter.sort ?? 'popular'), limit, (page - 1) * limit).then((ids) => loadCards(db, ids)),
    countProducts(db, where),
  ]);
  return {
    ITEMS,
    PAGINATION: { PAGE: page, PAGE_SIZE: limit, TOTAL: total, PAGES: Math.ceil(total / limit) },
  };
}

export async function listing(db: Executor, resolved: ResolvedScope, filter: ListingFilter): Promise<Listing> {
  return { ...(await listProducts(db, resolved.scope, filter)), SECTION: resolved.section, PROMO: resolved.promo };
}
