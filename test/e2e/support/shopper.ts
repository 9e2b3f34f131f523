import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { tap } from './account';
import { waitForHydration } from './browser';

/** What a shopper's browser sends and gets from the storefront's api (its own cookies). */
async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const res = method === 'GET' ? await request.get(`/api${path}`) : await request.post(`/api${path}`, { data: body ?? {} });
  const envelope = (await res.json()) as { status: string; data: T; errors: Array<{ message: string }> };
  if (!res.ok() || envelope.status !== 'ok') throw new Error(`${method} ${path}: ${res.status()} ${envelope.errors?.[0]?.message}`);
  return envelope.data;
}

interface Card {
  NAME: string;
  URL: string;
  PRICE: number;
  SIZES: Array<{ ID: number; NAME: string; AVAILABLE: boolean }>;
}

/** Products in stock with at least two sizes to choose from, from the api's listing. */
export async function productsInStock(): Promise<Card[]> {
  const res = await fetch(`${inject('baseUrl')}/api/catalog/?available=Y&limit=60`);
  const { data } = (await res.json()) as { data: { ITEMS: Card[] } };
  const cards = data.ITEMS.filter((c) => c.SIZES.filter((s) => s.AVAILABLE).length >= 2);
  if (cards.length < 2) throw new Error('В демо-каталоге нет товаров с двумя размерами в наличии');
  return cards;
}

/** Opens a product page and picks its first size in stock. */
export async function chooseSize(page: Page, card: Card) {
  await page.goto(card.URL);
  await waitForHydration(page);
  const size = card.SIZES.find((s) => s.AVAILABLE)!;
  await page.getByRole('group', { name: 'Размер' }).getByText(size.NAME, { exact: true }).click();
}

/** The first product in stock, its first size in stock put in the basket as the toast confirms; answers the product. */
export async function oneInBasket(page: Page): Promise<Card> {
  const [card] = await productsInStock();
  await chooseSize(page, card!);
  await tap(page.getByRole('button', { name: 'В корзину' }));
  await page.getByText('Товар добавлен в корзину').waitFor();
  return card!;
}

/**
 * Checks a radio or checkbox as a thumb does: with the control in the middle of the screen, not
 * under the sticky header where Playwright's own scrolling would leave it.
 */
export async function tick(control: Locator) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await control.check();
}

export interface PlacedOrder {
  code: string;
  /** The product's name and the size ordered, as the lines show them. */
  product: string;
  size: string;
}

/**
 * A shopper's order placed from `page`'s browser through the storefront's own calls, as its
 * checkout form sends them: `quantity` of one size of a product in stock, to the first pickup
 * point, by SBP, paid in the sandbox as the demo's «Оплатить (демо)» does when `paid`. The
 * storefront's own journeys (purchase.e2e.ts) tap through these screens; the back office's start
 * from the order they leave.
 */
export async function placeOrder(page: Page, { quantity = 1, paid = true, name = 'Анна Смирнова' } = {}): Promise<PlacedOrder> {
  const request = page.context().request;
  const listing = await call<{ ITEMS: Card[] }>(request, 'GET', '/catalog/?available=Y&limit=60');
  // Two sizes in stock: the back office's journeys swap one for the other.
  const card = listing.ITEMS.find((c) => c.SIZES.filter((s) => s.AVAILABLE).length >= 2);
  if (!card) throw new Error('В демо-каталоге нет товара с двумя размерами в наличии');
  const size = card.SIZES.find((s) => s.AVAILABLE)!;
  await call(request, 'GET', `/basket/add/?id=${size.ID}&quantity=${quantity}`);
  // The city the checkout opens on, and its first point.
  const points = await call<{ ITEMS: Array<{ ID: number }> }>(request, 'GET', '/delivery/points/');
  const placed = await call<{ order: { CODE: string } }>(request, 'POST', '/order/checkout/', {
    name,
    phone: '+7 (916) 555-12-34',
    delivery: 'pickup',
    pickupPointId: points.ITEMS[0]!.ID,
    payment: 'sbp',
    consent: true,
    idempotencyKey: randomUUID(),
  });
  const code = placed.order.CODE;
  if (paid) {
    await call(request, 'GET', `/order/getPaymentByOrderCode/${code}/`);
    await call(request, 'POST', `/payment/sandbox/${code}/pay/`);
  }
  return { code, product: card.NAME, size: size.NAME };
}
