/**
 * The route table of spec §2.1, shared by the storefront server (status, prefetch) and the
 * client (react-router). Paths always end with '/', the redirect middleware guarantees it.
 *
 * react-router cannot match part of a segment ('/shop/12-bodi-category/'), so the shop and
 * brand routes take the whole segment as `slug` and `parseShopSlug` / `parseBrandSlug` say
 * what it is; `matchRoute` rejects a slug that is none of them, which makes it a 404.
 */

export type PageId =
  | 'home'
  | 'catalog'
  | 'shopSlug'
  | 'brandProduct'
  | 'about'
  | 'information'
  | 'contacts'
  | 'size'
  | 'privacy'
  | 'fashion'
  | 'lookbook'
  | 'outlet'
  | 'search'
  | 'personal'
  | 'login'
  | 'registration'
  | 'certificates'
  | 'subscribes'
  | 'promocodes'
  | 'feedback'
  | 'personalInformation'
  | 'basket'
  | 'favorites'
  | 'checkout'
  | 'orderSbp'
  | 'orders'
  | 'orderDetail';

export interface RouteDef {
  id: PageId;
  /** react-router pattern */
  path: string;
  /** Wide layout (spec §2.5): content and notices only. */
  wide?: boolean;
}

export const routes: readonly RouteDef[] = [
  { id: 'home', path: '/' },
  { id: 'catalog', path: '/shop/' },
  { id: 'shopSlug', path: '/shop/:slug/' },
  { id: 'about', path: '/o-brende/' },
  { id: 'information', path: '/informatsiya/' },
  { id: 'contacts', path: '/kontakty/' },
  { id: 'size', path: '/size/' },
  { id: 'privacy', path: '/privacy/' },
  { id: 'fashion', path: '/fashion/' },
  { id: 'lookbook', path: '/lookbook/' },
  { id: 'outlet', path: '/outlet/' },
  { id: 'search', path: '/search/' },
  { id: 'personal', path: '/personal/' },
  { id: 'login', path: '/personal/login/' },
  { id: 'registration', path: '/personal/registration/' },
  { id: 'certificates', path: '/personal/certificates/' },
  { id: 'subscribes', path: '/personal/subscribes/' },
  { id: 'promocodes', path: '/personal/promocodes/' },
  { id: 'feedback', path: '/personal/feedback/' },
  { id: 'personalInformation', path: '/personal/information/' },
  { id: 'basket', path: '/personal/basket/' },
  { id: 'favorites', path: '/personal/favorites/' },
  { id: 'checkout', path: '/personal/order/' },
  { id: 'orderSbp', path: '/personal/order/:orderCode/sbp/', wide: true },
  { id: 'orders', path: '/personal/orders/' },
  // Spec §2.1 names /personal/orders/order/ as a variant of the list; static beats dynamic in the matcher.
  { id: 'orders', path: '/personal/orders/order/' },
  { id: 'orderDetail', path: '/personal/orders/:orderCode/' },
  // '/you-and-{product}/': a top-level slug, checked by parseBrandSlug.
  { id: 'brandProduct', path: '/:slug/' },
];

/** The outlet section's own address ({token} of spec §2.1/§2.2). */
export const OUTLET_PATH = '/outlet/';

export type ShopSlug =
  | { kind: 'section'; id: number; code: string }
  | { kind: 'product'; id: number; code: string }
  | { kind: 'legacyProduct'; code: string }
  | { kind: 'promo'; code: string };

const CODE = '[a-z0-9][a-z0-9_-]*';
const SECTION_RE = new RegExp(`^(\\d+)-(${CODE})-category$`);
const PRODUCT_RE = new RegExp(`^(\\d+)-(${CODE})-product$`);
const LEGACY_PRODUCT_RE = new RegExp(`^(${CODE})-product$`);
const PROMO_RE = new RegExp(`^${CODE}$`);

/** What a `/shop/{slug}/` segment names, or null when it names nothing we serve. */
export function parseShopSlug(slug: string): ShopSlug | null {
  let m = SECTION_RE.exec(slug);
  if (m) return { kind: 'section', id: Number(m[1]), code: m[2]! };
  m = PRODUCT_RE.exec(slug);
  if (m) return { kind: 'product', id: Number(m[1]), code: m[2]! };
  m = LEGACY_PRODUCT_RE.exec(slug);
  if (m) return { kind: 'legacyProduct', code: m[1]! };
  if (PROMO_RE.test(slug)) return { kind: 'promo', code: slug };
  return null;
}

/** The `{product}` of '/you-and-{product}/', or null. */
export function parseBrandSlug(slug: string): string | null {
  const m = /^you-and-([a-z0-9][a-z0-9_-]*)$/.exec(slug);
  return m ? m[1]! : null;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  re: RegExp;
  names: string[];
  staticScore: number;
}

const compiled: CompiledRoute[] = routes
  .map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    const staticScore = route.path.split('/').filter((p) => p && !p.startsWith(':')).length;
    return { route, re: new RegExp(`^${source}$`), names, staticScore };
  })
  // Like react-router: more static segments win ('/personal/orders/order/' over '/personal/orders/:orderCode/').
  .sort((a, b) => b.staticScore - a.staticScore);

/**
 * The route for a pathname, or null for a 404 (spec §2.9). Slugs are validated here so that the
 * server decides the status before the first byte and the client shows the same page.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, re, names } of compiled) {
    const m = re.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    let decoded = true;
    names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(m[i + 1]!);
      } catch {
        decoded = false;
      }
    });
    if (!decoded) return null;
    if (route.id === 'shopSlug' && !parseShopSlug(params.slug!)) return null;
    if (route.id === 'brandProduct' && !parseBrandSlug(params.slug!)) return null;
    return { route, params };
  }
  return null;
}

/** URL builders: the one place that knows how a section, a product or an order is addressed. */
export const urls = {
  home: () => '/',
  catalog: () => '/shop/',
  section: (s: { ID: number; CODE: string }) =>
    s.CODE === 'outlet' ? OUTLET_PATH : `/shop/${s.ID}-${s.CODE}-category/`,
  product: (p: { ID: number; CODE: string }) => `/shop/${p.ID}-${p.CODE}-product/`,
  promo: (code: string) => `/shop/${code}/`,
  search: (query?: string) => (query ? `/search/?QUERY=${encodeURIComponent(query)}` : '/search/'),
  basket: () => '/personal/basket/',
  favorites: () => '/personal/favorites/',
  checkout: () => '/personal/order/',
  orderSbp: (code: string) => `/personal/order/${encodeURIComponent(code)}/sbp/`,
  orders: () => '/personal/orders/',
  order: (code: string) => `/personal/orders/${encodeURIComponent(code)}/`,
  personal: () => '/personal/',
  login: () => '/personal/login/',
  about: () => '/o-brende/',
  privacy: () => '/privacy/',
  outlet: () => OUTLET_PATH,
} as const;
