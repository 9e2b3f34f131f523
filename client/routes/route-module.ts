import type { ComponentType, LazyExoticComponent } from 'react';
import type { ApiKey, DataOf } from '../../shared/api/keys';
import type { Section } from '../../shared/contract/section';
import type { SeoProps } from '../components/seo/Seo';
import type { RouteAccess } from './access';

/**
 * A route module says everything about one route of spec §2.1 (after React Router's route
 * modules): its paths, how it reads the matched parameters, its page, the data keys the page needs,
 * when the address names nothing (404), where it moves (301), its head and its cache policy.
 * The server's prefetch, status, head and cache, the client's router and the build's per-page
 * preloads all read these modules; a page takes its keys from its module's `keys`.
 */

/** What a route's functions know about the address. */
export interface RouteContext<P> {
  params: P;
  pathname: string;
  search: URLSearchParams;
}

/** A page's data keys by name; null when the page needs nothing for this address. */
export type PageKeys = Record<string, ApiKey<unknown> | null>;

/** Data already at hand for a key (the server's prefetch, the client's cache), or undefined. */
export type ReadData = <T>(key: ApiKey<T>) => T | undefined;

/** What a page component receives: the parsed parameters and its module's keys for the address. */
export interface PageProps<R extends RouteDef = RouteDef> {
  params: ParamsOf<R>;
  keys: KeysOf<R>;
}

/** The page's head (title, description, canonical, Open Graph, JSON-LD); og:site_name is added. */
export type Head = Omit<SeoProps, 'siteName'>;

export interface HeadInput<P, D> extends RouteContext<P> {
  /** The shop's public origin, for absolute URLs. */
  origin: string;
  brand: string;
  /** The catalogue tree of the layout, once it is known. */
  tree: Section[] | undefined;
  /** The data of the key named by the module's `headData`, once it has arrived. */
  data: D | undefined;
}

/** A route without its page: what pages and the server type themselves by. */
export interface RouteDef<P = unknown, K extends PageKeys = PageKeys, H extends keyof K = keyof K> {
  /** The module's folder (client/routes/{id}/route.ts): the build's manifest names page chunks by it. */
  id: string;
  /** React Router patterns, trailing slash included. */
  paths: readonly string[];
  /** The matched parameters in the page's terms, or null when this module does not serve them. */
  params(raw: Readonly<Record<string, string | undefined>>): P | null;
  /** The data the page reads, for the server to prefetch and the page to ask for. */
  keys?(context: RouteContext<NoInfer<P>>): K;
  /** Which key's data the head reads (one subscription, in the document's shell). */
  headData?: H;
  head(input: HeadInput<NoInfer<P>, [H] extends [never] ? undefined : DataOf<K[H]>>): Head;
  /** False when the address names nothing although its data arrived (a section the tree lacks). */
  found?(context: RouteContext<NoInfer<P>>, read: ReadData): boolean;
  /** The canonical address to move to with a 301, or null (query kept by the server). */
  redirect?(context: RouteContext<NoInfer<P>>, read: ReadData): string | null;
  /** Wide layout (spec §2.5): content and toasts only. */
  layout?: 'wide';
  /** 'personal': one shopper's data, kept by no cache, the browser's own included. */
  cache?: 'personal';
  /**
   * 'account': a guest is sent to sign in (by the server with a 303, by the router on navigation)
   * and comes back after; 'guest': a signed-in shopper is sent on (sign-in, registration).
   */
  access?: RouteAccess;
  /** Listed in /sitemap.xml as it is (pages of catalogue data are listed from the api's sitemap). */
  sitemap?: true;
}

/** A page as route lists hold it: its props were checked against its own route by `withPage`. */
type ModulePage = LazyExoticComponent<ComponentType<PageProps>>;

/** A route module: its definition and its page, loaded on demand. */
export type RouteModule<R extends RouteDef = RouteDef> = R & { page: ModulePage };

export type ParamsOf<R> = R extends { params(raw: never): infer P } ? Exclude<P, null> : never;
export type KeysOf<R> = R extends { keys?(context: never): infer K } ? K : Record<string, never>;

/** Any route module, as lists and the router hold them. */
export interface AnyRoute extends RouteDef<unknown, PageKeys, string> {
  page: ModulePage;
}

/** Infers a route's types from its functions; `withPage` adds the page. */
export function defineRoute<P, K extends PageKeys = Record<string, never>, H extends keyof K | never = never>(
  route: RouteDef<P, K, H>,
): RouteDef<P, K, H> {
  return route;
}

/** A route with its lazily loaded page, whose props must match the route's params and keys. */
export function withPage<R extends RouteDef>(route: R, page: LazyExoticComponent<ComponentType<PageProps<R>>>): RouteModule<R> {
  // The page is checked against this route's params and keys here; the router gives it only those.
  return { ...route, page: page as unknown as ModulePage };
}

/** `params` of a route without parameters. */
export const noParams = (): Record<string, never> => ({});
