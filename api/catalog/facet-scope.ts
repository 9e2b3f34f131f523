import type { FacetQuery } from '../../shared/contract/catalog';
import type { Executor } from '../db/database';
import { invalidInput } from '../http/errors';
import { promoScope, type ResolvedScope, sectionScope } from './listing';

export function facetScope(db: Executor, query: FacetQuery): Promise<ResolvedScope> {
  if (query.section !== undefined && query.promo !== undefined) {
    throw invalidInput([{ message: 'Укажите раздел или подборку, но не оба сразу' }]);
  }
  return query.promo !== undefined ? promoScope(db, query.promo) : sectionScope(db, query.section);
}

/** What the facets depend on (not the page, size or sort), values sorted: one filter, one key. */
export function facetCacheKey(q: FacetQuery): string {
  const sorted = (values?: string[]) => (values ? [...new Set(values)].sort() : null);
  return JSON.stringify([
    q.section ?? null,
    q.promo ?? null,
    q.price_from ?? null,
    q.price_to ?? null,
    sorted(q.size),
    sorted(q.color),
    q.available ?? null,
  ]);
}
