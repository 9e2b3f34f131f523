import type { Poster } from './contract/data';

/**
 * Spec §4: a poster shows on a route if that path is in SHOW_IN, or if it has neither SHOW_IN nor
 * HIDE_IN. Read literally, a poster with HIDE_IN alone would show nowhere; a shop owner who fills
 * HIDE_IN means "everywhere but here", so that is the rule (docs/decisions/004-posters.md).
 * A path in HIDE_IN never shows it. Paths compare with a trailing slash and no query.
 * An entry ending in `*` covers every path that starts with what precedes it: `/personal/*` is the
 * personal area and all its pages, order pages included, which no list of exact paths can name.
 */
export function posterAppliesTo(poster: Pick<Poster, 'PARAMS'>, path: string): boolean {
  const here = normalizePath(path);
  const { SHOW_IN, HIDE_IN } = poster.PARAMS;
  if (HIDE_IN.some((p) => pathMatches(p, here))) return false;
  if (SHOW_IN.length > 0) return SHOW_IN.some((p) => pathMatches(p, here));
  return true;
}

function pathMatches(entry: string, here: string): boolean {
  if (entry.endsWith('*')) return here.startsWith(entry.slice(0, -1));
  return normalizePath(entry) === here;
}

function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.endsWith('/') ? bare : `${bare}/`;
}
