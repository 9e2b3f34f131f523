import type { BasketItem } from '../../shared/contract/basket';
import type { Order } from '../../shared/contract/order';

/**
 * Yandex Metrica (spec §7.2, §9): goals through `ym(id, 'reachGoal', name)` and e-commerce events
 * in RUB through the `dataLayer` the counter reads. Everything here is a no-op until
 * `startAnalytics` is given the storefront's METRICA_COUNTER_ID: with none, no script is loaded,
 * no `dataLayer` appears and nothing is sent.
 */

/** A product as Metrica's e-commerce data layer describes it. */
export interface AnalyticsProduct {
  /** The product's code: the same id in add, remove and purchase events. */
  id: string;
  name: string;
  /** Price of one piece in rubles. */
  price: number;
  quantity: number;
  /** The size. */
  variant?: string;
}

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
    dataLayer?: unknown[];
  }
}

const METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';
const CURRENCY = 'RUB';

/** Goal names as they are set up in the Metrica counter. */
export const GOALS = {
  add: 'basket_add',
  remove: 'basket_remove',
  purchase: 'order_placed',
  oneClick: 'one_click_order',
} as const;

let counter: { id: number; win: Window } | null = null;
const purchased = new Set<string>();

/**
 * Starts the counter once, after hydration: Metrica's queue stub, the data layer, then the tag
 * script, loaded asynchronously. Does nothing without a counter id (digits only).
 */
export function startAnalytics(counterId: string | undefined, win: Window = window): void {
  if (counter || !counterId || !/^[0-9]+$/.test(counterId)) return;
  const id = Number(counterId);
  win.dataLayer = win.dataLayer ?? [];
  // Metrica's own stub: calls made before tag.js arrives wait in ym.a and run once it loads.
  const ym: Ym =
    win.ym ??
    Object.assign(
      (...args: unknown[]) => {
        (ym.a = ym.a ?? []).push(args);
      },
      { l: Date.now() },
    );
  win.ym = ym;
  counter = { id, win };

  const script = win.document.createElement('script');
  script.async = true;
  script.src = METRICA_TAG_URL;
  win.document.head.appendChild(script);
  ym(id, 'init', { ssr: true, clickmap: true, trackLinks: true, accurateTrackBounce: true, ecommerce: 'dataLayer' });
}

/** Whether a counter is running (the storefront configured one). */
export function analyticsEnabled(): boolean {
  return counter !== null;
}

/** A Metrica goal. */
export function reachGoal(name: string, params?: Record<string, unknown>): void {
  if (!counter) return;
  counter.win.ym?.(counter.id, 'reachGoal', name, ...(params ? [params] : []));
}

/** A page shown by client-side navigation (the first one is counted by init). */
export function trackPageView(url: string, referer: string): void {
  if (!counter) return;
  counter.win.ym?.(counter.id, 'hit', url, { referer });
}

function pushEcommerce(event: Record<string, unknown>): void {
  counter?.win.dataLayer?.push({ ecommerce: { currencyCode: CURRENCY, ...event } });
}

/** Put into the basket: e-commerce `add` and the goal. */
export function trackAdd(product: AnalyticsProduct): void {
  if (!counter) return;
  pushEcommerce({ add: { products: [product] } });
  reachGoal(GOALS.add);
}

/** Taken out of the basket: e-commerce `remove` and the goal. */
export function trackRemove(product: AnalyticsProduct): void {
  if (!counter) return;
  pushEcommerce({ remove: { products: [product] } });
  reachGoal(GOALS.remove);
}

/** A placed order: e-commerce `purchase` (id = the order's code, revenue) and the goal; once per order. */
export function trackPurchase(order: Order): void {
  if (!counter || purchased.has(order.CODE)) return;
  purchased.add(order.CODE);
  pushEcommerce({
    purchase: {
      actionField: { id: order.CODE, revenue: order.PRICE, ...(order.COUPON ? { coupon: order.COUPON } : {}) },
      products: order.ITEMS.map((item) => ({
        id: item.PRODUCT.CODE,
        name: item.PRODUCT.NAME,
        price: item.PRICE,
        quantity: item.QUANTITY,
        variant: item.SIZE,
      })),
    },
  });
  reachGoal(GOALS.purchase, { order_price: order.PRICE, currency: CURRENCY });
}

/** A basket line as an e-commerce product, `quantity` pieces of it. */
export function basketProduct(item: BasketItem, quantity: number): AnalyticsProduct {
  return { id: item.PRODUCT.CODE, name: item.PRODUCT.NAME, price: item.PRICE, quantity, variant: item.SIZE };
}
