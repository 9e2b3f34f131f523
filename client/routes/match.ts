import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeModules } from './index';
import type { AnyRoute, PageKeys, RouteContext } from './route-module';

/**
 * A matched address: the route module, its parameters parsed by the module itself, the context
 * its functions read, and the page's keys for the address (an empty set for a page without data).
 */
export interface PageMatch {
  route: AnyRoute;
  params: unknown;
  context: RouteContext<unknown>;
  keys: PageKeys;
}

/** One React Router route per pattern; its handle lists the modules that share the pattern. */
function routeTable(modules: readonly AnyRoute[]): RouteObject[] {
  const byPath = new Map<string, AnyRoute[]>();
  for (const route of modules) for (const path of route.paths) byPath.set(path, [...(byPath.get(path) ?? []), route]);
  return [...byPath].map(([path, handle]) => ({ path, caseSensitive: true, handle }));
}

const table = routeTable(routeModules);

/**
 * React Router's matchRoutes flattens and ranks the whole table and compiles each pattern's
 * regular expression on every call; a page calls it twice (the server for the status, App while
 * rendering), ≈ 4 % of the storefront's CPU (docs/decisions/032). The answer for a pathname never
 * changes, so the last few hundred are kept (bounded: any address can be asked for).
 */
const MATCHES_KEPT = 500;
const matched = new Map<string, ReturnType<typeof matchRoutes>>();

function matchTable(pathname: string): ReturnType<typeof matchRoutes> {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const found = matchRoutes(table, pathname);
  if (matched.size >= MATCHES_KEPT) matched.delete(matched.keys().next().value!);
  matched.set(pathname, found);
  return found;
}

/**
 * The route module for an address, or null for a 404 (spec §2.9). React Router ranks the patterns
 * (static segments beat parameters); among modules of one pattern the first whose `params` accepts
 * the address wins, so the server decides the status before the first byte and the client agrees.
 * `search` is the query string ('?a=1' or 'a=1'), which only the keys and the head read.
 */
export function matchPage(pathname: string, search: string | URLSearchParams = ''): PageMatch | null {
  const found = matchTable(pathname)?.at(-1);
  if (!found) return null;
  for (const route of found.route.handle as AnyRoute[]) {
    const params = route.params(found.params);
    if (params === null) continue;
    const context = { params, pathname, search: new URLSearchParams(search) };
    return { route, params, context, keys: route.keys?.(context) ?? {} };
  }
  return null;
}
