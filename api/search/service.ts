import { PAGE_SIZE_DEFAULT, type SearchPage, type SearchResult } from '../../shared/contract/catalog';
import { urls } from '../../shared/routes';
import { loadCards } from '../catalog/service';
import { kopecksToRubles } from '../../shared/format/number';
import type { Executor } from '../db/database';
import { fullTextCount, fullTextIds, fuzzyCount, fuzzyIds, type IdPage, resultRows, type Window } from './queries';
import { fuzzyWords, searchText } from './words';

/** The overlay's list (spec §2.7). */
export const SEARCH_RESULTS_MAX = 10;
/**
 * Typo matches join only when the full-text match finds fewer than this, so a good query is not
 * diluted by look-alikes, while a query with a typo still fills the overlay.
 */
const FUZZY_BELOW = SEARCH_RESULTS_MAX;

/**
 * A page of one match and its total: the total comes with the page's rows (a window count), and
 * costs a query of its own only for a page past the end or an empty window.
 */
async function pageWithTotal(
  fetch: (window: Window) => Promise<IdPage>,
  count: () => Promise<number>,
  window: Window,
): Promise<{ ids: number[]; total: number }> {
  if (window.limit === 0) return { ids: [], total: await count() };
  const page = await fetch(window);
  if (page.total !== null) return { ids: page.ids, total: page.total };
  return { ids: [], total: window.offset === 0 ? 0 : await count() };
}

/** POST /api/catalog/search/?query=: up to ten products, best first. An empty query finds nothing (spec §5). */
export async function searchResults(db: Executor, query: string): Promise<SearchResult[]> {
  const { words, phrase } = searchText(query);
  if (words.length === 0) return [];

  let ids = await fullTextIds(db, phrase, { limit: SEARCH_RESULTS_MAX, offset: 0 });
  const fuzzy = fuzzyWords(words);
  if (ids.length < FUZZY_BELOW && fuzzy.length > 0) {
    const more = await fuzzyIds(db, phrase, fuzzy, { limit: SEARCH_RESULTS_MAX - ids.length, offset: 0 });
    ids = ids.concat(more.ids);
  }

  const rows = new Map((await resultRows(db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = rows.get(id);
    if (!r) return [];
    return {
      ID: r.id,
      CODE: r.code,
      NAME: r.name,
      URL: urls.product({ ID: r.id, CODE: r.code }),
      PREVIEW_PICTURE: r.picture ?? '',
      PRICE: kopecksToRubles(r.price_kopecks),
      SECTION: { NAME: r.section_name },
    };
  });
}

/** GET /api/catalog/search-pagen/: the /search/ page, with the same order as the overlay. */
export async function searchPage(db: Executor, query: string, page = 1, limit = PAGE_SIZE_DEFAULT): Promise<SearchPage> {
  const { words, phrase } = searchText(query);
  const answer = (total: number, items: SearchPage['ITEMS'] = []): SearchPage => ({
    ITEMS: items,
    PAGINATION: { PAGE: page, PAGE_SIZE: limit, TOTAL: total, PAGES: Math.ceil(total / limit) },
    QUERY: query,
  });
  if (words.length === 0) return answer(0);

  // Full-text matches come first, then (only when they are few) the typo matches after them.
  const offset = (page - 1) * limit;
  const [fullTextTotal, fullTextPage] = await Promise.all([fullTextCount(db, phrase), fullTextIds(db, phrase, { limit, offset })]);
  let ids = fullTextPage;
  let total = fullTextTotal;
  const fuzzy = fullTextTotal < FUZZY_BELOW ? fuzzyWords(words) : [];
  if (fuzzy.length > 0) {
    const typos = await pageWithTotal(
      (w) => fuzzyIds(db, phrase, fuzzy, w),
      () => fuzzyCount(db, phrase, fuzzy),
      { limit: limit - ids.length, offset: Math.max(0, offset - fullTextTotal) },
    );
    ids = ids.concat(typos.ids);
    total += typos.total;
  }
  return answer(total, await loadCards(db, ids));
}
