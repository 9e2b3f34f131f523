import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeModules } from './index';
import type { AnyRoute, PageKeys, RouteContext } from './route';

/** A matched address: the route module and its parameters, parsed by the module itself. */
export interface PageMatch {
  route: AnyRoute;
  params: unknown;
}

/** One React Router route per pattern; its handle lists the modules that share the pattern. */
function routeTable(modules: readonly AnyRoute[]): RouteObject[] {
  const byPath = new Map<string, AnyRoute[]>();
  for (const route of modules) for (const path of route.paths) byPath.set(path, [...(byPath.get(path) ?? []), route]);
  return [...byPath].map(([path, handle]) => ({ path, caseSensitive: true, handle }));
}

const table = routeTable(routeModules);

/**
 * The route module for a pathname, or null for a 404 (spec §2.9). React Router ranks the patterns
 * (static segments beat parameters); among modules of one pattern the first whose `params` accepts
 * the address wins, so the server decides the status before the first byte and the client agrees.
 */
export function matchPage(pathname: string): PageMatch | null {
  const found = matchRoutes(table, pathname)?.at(-1);
  if (!found) return null;
  for (const route of found.route.handle as AnyRoute[]) {
    const params = route.params(found.params);
    if (params !== null) return { route, params };
  }
  return null;
}

/** The context a matched route's functions read. */
export function routeContext(match: PageMatch, pathname: string, search: URLSearchParams): RouteContext<unknown> {
  return { params: match.params, pathname, search };
}

/** The page's keys for this address (an empty set for a page without data). */
export function pageKeys(match: PageMatch, context: RouteContext<unknown>): PageKeys {
  return match.route.keys?.(context) ?? {};
}
