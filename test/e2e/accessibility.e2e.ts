import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pickPages } from '../../scripts/bench/pages';
import { newPhone, signInWithDemoCode, visit } from './support/account';
import { DESKTOP, journey, openShopPage, PHONE, useBrowser, waitForHydration } from './support/browser';

const browser = useBrowser();

/**
 * Issue 11: no axe-core violation on the five pages Lighthouse measures, on a phone and a desktop.
 * The one exception is `meta-viewport`: spec §9 fixes a viewport that disables user zoom
 * (docs/decisions/020-page-speed-and-accessibility.md). axe runs from node_modules, injected into
 * the page: nothing is fetched from outside.
 */
const ALLOWED = new Set(['meta-viewport']);
const BASKET = '/personal/basket/';

interface Offer {
  URL: string;
  SIZES: Array<{ ID: number; AVAILABLE: boolean }>;
}

async function listing(query: string): Promise<Offer[]> {
  const res = await fetch(`${inject('baseUrl')}/api/catalog/?${query}`);
  const { data } = (await res.json()) as { data: { ITEMS: Offer[] } };
  return data.ITEMS;
}

/** Two offers in stock, from the api's listing, to fill the basket with two lines. */
async function twoOffers(): Promise<number[]> {
  const offers = (await listing('available=Y&limit=10'))
    .map((card) => card.SIZES.find((s) => s.AVAILABLE)?.ID)
    .filter((id) => id !== undefined);
  if (offers.length < 2) throw new Error('В демо-каталоге нет двух товаров в наличии');
  return offers.slice(0, 2);
}

/** A product page whose size picker shows a sold-out size beside sizes in stock. */
async function soldOutSizePage(): Promise<string> {
  const card = (await listing('available=Y&limit=60')).find((c) => c.SIZES.some((s) => !s.AVAILABLE) && c.SIZES.some((s) => s.AVAILABLE));
  if (!card) throw new Error('В демо-каталоге нет товара с проданным размером');
  return card.URL;
}

/** The outlet's address: its cards carry old prices (spec §2.4: the section is red in the menu). */
async function outletUrl(): Promise<string> {
  const res = await fetch(`${inject('baseUrl')}/api/catalog/section-list/`);
  const { data } = (await res.json()) as { data: Array<{ CODE: string; URL: string }> };
  const outlet = data.find((s) => s.CODE === 'outlet');
  if (!outlet) throw new Error('Нет раздела outlet');
  return outlet.URL;
}

/** axe's violations on the page as it stands, one line each: rule, impact, what it says, where. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => !ALLOWED.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

let paths: string[] = [];
let offers: number[] = [];

beforeAll(async () => {
  const picked = await pickPages(inject('baseUrl'));
  paths = [...picked.map((p) => p.path), `/search/?QUERY=${encodeURIComponent('боди')}`, BASKET];
  offers = await twoOffers();
});

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('accessibility on %s (axe-core)', (_name, viewport) => {
  it('finds no violation on the home page, a section, a product, a search and a two-line basket', async () => {
    await journey(browser(), viewport, async (page) => {
      for (const id of offers) {
        const res = await page.request.get(`/api/basket/add/?id=${id}&quantity=1`, { headers: { accept: 'application/json' } });
        expect(res.status()).toBe(200);
      }
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        if (path === BASKET) {
          await page.getByRole('heading', { level: 1, name: 'Корзина' }).waitFor();
          // The header's basket link says what it holds, on a phone too, where the sum is not shown.
          await page
            .getByRole('banner')
            .getByRole('link', { name: /^Корзина: 2 шт\. на [\d\s]+ р\.$/ })
            .waitFor();
        }
        found[decodeURI(path)] = await violations(page);
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    });
  });

  it('finds none on a first visit with the poster open', async () => {
    const { page, problems, close } = await openShopPage(browser(), viewport);
    try {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).waitFor();
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  /**
   * Issue 21: Lighthouse's five pages are not all a shopper sees. The states its color-contrast
   * missed: an outlet card with an old price (and the red «Outlet» of the menu over its sage
   * highlight), a sold-out size, the search overlay, a basket with lines, checkout, sign-in with its
   * code sent, the personal area and the 404 page.
   */
  it('finds none on the outlet, a sold-out size, the search overlay, checkout, sign-in, the personal area and the 404', async () => {
    const [outlet, soldOut] = await Promise.all([outletUrl(), soldOutSizePage()]);
    await journey(browser(), viewport, async (page, problems) => {
      const found: Record<string, string[]> = {};
      const check = async (state: string) => {
        found[state] = await violations(page);
      };

      await visit(page, outlet);
      await page.locator('main del').first().waitFor();
      await check('аутлет: карточки со старой ценой');

      await visit(page, soldOut);
      await page.locator('label[data-sold]').first().waitFor();
      await check('товар с проданным размером');

      await visit(page, '/');
      await page
        .getByRole(viewport === PHONE ? 'navigation' : 'banner', { name: viewport === PHONE ? 'Нижнее меню' : undefined })
        .getByRole('button', { name: 'Поиск' })
        .click();
      const overlay = page.getByRole('dialog', { name: 'Поиск по сайту' });
      await overlay.getByRole('searchbox', { name: 'Название товара' }).fill('боди');
      await overlay.getByRole('list', { name: 'Результаты поиска' }).getByRole('link').first().waitFor();
      await check('поиск поверх страницы');

      for (const id of offers) {
        const res = await page.request.get(`/api/basket/add/?id=${id}&quantity=1`, { headers: { accept: 'application/json' } });
        expect(res.status()).toBe(200);
      }
      await visit(page, '/personal/order/');
      await page.getByRole('button', { name: 'Оформить заказ' }).waitFor();
      await check('оформление заказа');

      await visit(page, '/personal/login/');
      await check('вход');
      await signInWithDemoCode(page, newPhone(), 'Анна');
      await visit(page, '/personal/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check('личный кабинет');

      const missing = await page.goto('/net-takoy-stranitsy/');
      expect(missing?.status()).toBe(404);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
      await check('страница 404');
      // The 404 answer (and Chromium's console line about it) is what this step asked for.
      const asked = (p: string) => p.startsWith('response 404') || p.includes('status of 404 (Not Found)');
      problems.splice(0, problems.length, ...problems.filter((p) => !asked(p)));

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((state) => [state, []])));
    });
  });
});
