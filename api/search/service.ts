import { PAGE_SIZE_DEFAULT, type SearchPage, type SearchResult } from '../../shared/contract/catalog';
import { urls } from '../../shared/routes';
import { loadCards } from '../catalog/service';
import { kopecksToRubles } from '../../shared/format/number';
import type { Executor } from '../db/database';
import { fullTextCount, fullTextIds, fuzzyCount, fuzzyIds, type IdPage, type Reach, resultRows, type Window } from './queries';
import { fuzzyWords, searchText, type SearchText } from './words';

/** The overlay's list (spec §2.7). */
export const SEARCH_RESULTS_MAX = 10;
/**
 * The other products of the query's type, then typo matches, join only when the match before them
 * finds fewer than this: a good query is not diluted, while a narrow one («бежевый боди» where the
 * shop has three) or one with a typo still fills the overlay.
 */
const WIDEN_BELOW = SEARCH_RESULTS_MAX;

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

/**
 * A page of full-text matches and their total: every word; when those are fewer than WIDEN_BELOW
 * (and the query has more than one word, or nothing would be added), with the type's products too.
 */
async function fullTextPage(db: Executor, text: SearchText, window: Window): Promise<{ ids: number[]; total: number }> {
  const page = (reach: Reach) =>
    pageWithTotal(
      (w) => fullTextIds(db, text, reach, w),
      () => fullTextCount(db, text, reach),
      window,
    );
  const every = await page('every');
  return every.total >= WIDEN_BELOW || text.words.length < 2 ? every : page('type');
}

/** The overlay's list and how many products the query finds in all (the results page's total). */
export interface Found {
  results: SearchResult[];
  total: number;
}

/**
 * POST /api/catalog/search/?query=: up to ten products, best first, and the total, so the overlay
 * can say «10 из 39» with the same count as the results page. An empty query finds nothing (spec §5).
 */
export async function searchResults(db: Executor, query: string): Promise<Found> {
  const text = searchText(query);
  if (text.words.length === 0) return { results: [], total: 0 };

  let { ids, total } = await fullTextPage(db, text, { limit: SEARCH_RESULTS_MAX, offset: 0 });
  const fuzzy = fuzzyWords(text.words);
  if (total < WIDEN_BELOW && fuzzy.length > 0) {
    const more = await fuzzyIds(db, text, fuzzy, { limit: SEARCH_RESULTS_MAX - ids.length, offset: 0 });
    ids = ids.concat(more.ids);
    total += more.total ?? 0;
  }

  const rows = new Map((await resultRows(db, ids)).map((r) => [r.id, r]));
  const results = ids.flatMap((id) => {
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
  return { results, total };
}

/** GET /api/catalog/search-pagen/: the /search/ page, with the same order and total as the overlay. */
export async function searchPage(db: Executor, query: string, page = 1, limit = PAGE_SIZE_DEFAULT): Promise<SearchPage> {
  const text = searchText(query);
  const answer = (total: number, items: SearchPage['ITEMS'] = []): SearchPage => ({
    ITEMS: items,
    PAGINATION: { PAGE: page, PAGE_SIZE: limit, TOTAL: total, PAGES: Math.ceil(total / limit) },
    QUERY: query,
  });
  if (text.words.length === 0) return answer(0);

  // Full-text matches come first, then (only when they are few) the typo matches after them.
  const offset = (page - 1) * limit;
  const fullText = await fullTextPage(db, text, { limit, offset });
  let { ids, total } = fullText;
  const fuzzy = fullText.total < WIDEN_BELOW ? fuzzyWords(text.words) : [];
  if (fuzzy.length > 0) {
    const typos = await pageWithTotal(
      (w) => fuzzyIds(db, text, fuzzy, w),
      () => fuzzyCount(db, text, fuzzy),
      { limit: limit - ids.length, offset: Math.max(0, offset - fullText.total) },
    );
    ids = ids.concat(typos.ids);
    total += typos.total;
  }
  return answer(total, await loadCards(db, ids));
}
