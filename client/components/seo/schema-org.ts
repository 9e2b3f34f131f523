import type { ProductDetail } from '../../../shared/contract/catalog';
import { absoluteUrl } from './site';

/** A crumb for BreadcrumbList: name and site path. */
export interface SeoCrumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList of a trail that starts with 'Главная' (spec §2.8). */
export function breadcrumbList(origin: string, crumbs: readonly SeoCrumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Product with one Offer per size: each size has its own stock, so a search engine can
 * tell 'in stock' from 'sold out' the way the size picker does. Prices in rubles, currency RUB.
 */
export function productLd(origin: string, product: ProductDetail, brand: string, description: string): object {
  const url = absoluteUrl(origin, product.URL);
  const pictures = product.PICTURES.length > 0 ? product.PICTURES.map((p) => p.SRC) : [product.PREVIEW_PICTURE];
  const offer = (availability: boolean, price: number, name?: string, sku?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    ...(sku ? { sku } : {}),
    url,
    price: price.toFixed(2),
    priceCurrency: 'RUB',
    itemCondition: 'https://schema.org/NewCondition',
    availability: availability ? IN_STOCK : OUT_OF_STOCK,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.NAME,
    description,
    sku: product.CODE,
    image: pictures.map((src) => absoluteUrl(origin, src)),
    brand: { '@type': 'Brand', name: brand },
    color: product.COLOR.NAME,
    material: product.COMPOSITION || undefined,
    category: product.SECTION_PATH.map((s) => s.NAME).join(' / ') || product.SECTION.NAME,
    url,
    offers:
      product.OFFERS.length > 0
        ? product.OFFERS.map((o) => offer(o.AVAILABLE, o.PRICE, `Размер ${o.SIZE}`, `${product.CODE}-${o.SIZE}`))
        : [offer(product.AVAILABLE, product.PRICE)],
  };
}

/** schema.org WebSite with the site search, for the home page. */
export function webSiteLd(origin: string, name: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(origin, '/'),
    inLanguage: 'ru',
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absoluteUrl(origin, '/search/')}?QUERY={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}
