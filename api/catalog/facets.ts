import type { Facets, ListingFilter } from '../../shared/contract/catalog';
import type { Executor } from '../db/database';
import { kopecksToRubles } from '../../shared/format/number';
import { facetRows } from './facet-queries';
import { filterSql } from './filter-sql';
import type { Scope } from './scope';

/**
 * The shop's size order: '50–56' < '62' < '68' … < '104' by the first number, then sizes without
 * one ('единый') alphabetically.
 */
export function compareSizes(a: string, b: string): number {
  const na = Number.parseInt(a, 10);
  const nb = Number.parseInt(b, 10);
  const ha = !Number.isNaN(na);
  const hb = !Number.isNaN(nb);
  if (ha && hb && na !== nb) return na - nb;
  if (ha !== hb) return ha ? -1 : 1;
  return a.localeCompare(b, 'ru');
}

/**
 * Facet counts for a scope under a filter (standard faceting: each facet ignores its own
 * dimension). PRICE is the range under the other filters, or the scope's range when they
 * leave nothing, so the price control never collapses to 0–0 while the scope has products.
 */
export async function facets(db: Executor, scope: Scope, filter: ListingFilter): Promise<Facets> {
  const rows = await facetRows(db, filterSql(scope, filter), filter.available === 'Y');
  const t = rows.totals;
  const min = t.min_price ?? t.scope_min ?? 0;
  const max = t.max_price ?? t.scope_max ?? 0;
  return {
    SIZES: rows.sizes.map((s) => ({ VALUE: s.value, COUNT: Number(s.n) })).sort((a, b) => compareSizes(a.VALUE, b.VALUE)),
    COLORS: rows.colours.map((c) => ({ CODE: c.code, NAME: c.name, HEX: c.hex, COUNT: Number(c.n) })),
    PRICE: { MIN: kopecksToRubles(Number(min)), MAX: kopecksToRubles(Number(max)) },
    TOTAL: Number(t.total),
    AVAILABLE: Number(t.available),
  };
}
