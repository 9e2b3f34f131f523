/**
 * How the shop's addresses are written (spec §2.1): the URL builders and the parsers of the slugs
 * the route modules (client/routes) match. Paths always end with '/', the redirect middleware
 * guarantees it. React Router cannot match part of a segment ('/shop/12-bodi-category/'), so the
 * shop and brand routes take the whole segment as `slug` and these parsers say what it is.
 */

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

/**
 * URL builders: the one place that knows how a page, a section, a product or an order is addressed.
 * Route modules (client/routes) take their static paths from here; patterns with parameters stay
 * patterns there.
 */
export const urls = {
  home: () => '/',
  catalog: () => '/shop/',
  section: (s: { ID: number; CODE: string }) => (s.CODE === 'outlet' ? OUTLET_PATH : `/shop/${s.ID}-${s.CODE}-category/`),
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
  registration: () => '/personal/registration/',
  personalInformation: () => '/personal/information/',
  certificates: () => '/personal/certificates/',
  subscribes: () => '/personal/subscribes/',
  promocodes: () => '/personal/promocodes/',
  feedback: () => '/personal/feedback/',
  about: () => '/o-brende/',
  information: () => '/informatsiya/',
  contacts: () => '/kontakty/',
  size: () => '/size/',
  privacy: () => '/privacy/',
  fashion: () => '/fashion/',
  lookbook: () => '/lookbook/',
  outlet: () => OUTLET_PATH,
} as const;
