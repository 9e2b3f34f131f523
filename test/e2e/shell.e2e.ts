import { describe, expect, it } from 'vitest';
import { DESKTOP, journey, openShopPage, PHONE, useBrowser, waitForHydration } from './support/browser';
import { dismissOneTimeNotices, pastThePostersMoment } from './support/notices';

const browser = useBrowser();

describe('the shop shell on a phone', () => {
  it('shows the home page in Russian, the poster and the cookie notice once, and no errors', async () => {
    const { page, problems, close } = await openShopPage(browser(), PHONE);
    try {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe('ru');
      expect(await page.title()).toBe('Одежда для детей | интернет-магазин');
      await waitForHydration(page);

      // The home page's poster opens after hydration and closes by its close icon.
      const poster = page.getByRole('dialog');
      await poster.waitFor();
      await poster.getByRole('button', { name: 'Закрыть' }).click();
      await poster.waitFor({ state: 'detached' });

      const cookie = page.getByText('Мы используем Cookies файлы, чтобы пользоваться веб-сайтом было удобнее.');
      await cookie.waitFor();
      await page.getByRole('button', { name: 'Хорошо' }).click();
      await cookie.waitFor({ state: 'detached' });

      await expect(page.getByText('Бесплатная доставка', { exact: false }).first().isVisible()).resolves.toBe(true);
      await expect(page.getByRole('navigation', { name: 'Нижнее меню' }).isVisible()).resolves.toBe(true);

      // Neither comes back on the next visit.
      await page.reload();
      await waitForHydration(page);
      await pastThePostersMoment(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await cookie.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens the catalogue from the bottom menu down to the fourth level and navigates to a leaf', async () => {
    await journey(browser(), PHONE, async (page) => {
      await page.goto('/o-brende/');
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Нижнее меню' }).getByRole('button', { name: 'Каталог' }).click();
      const menu = page.getByRole('dialog', { name: 'Меню' });
      await menu.waitFor();
      // The page behind does not scroll while the menu is open (spec §4).
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

      for (const name of ['Одежда', 'Капсулы', 'Для новорождённых']) {
        const button = menu.getByRole('button', { name, exact: true });
        await button.click();
        expect(await button.getAttribute('aria-expanded')).toBe('true');
      }
      await menu.getByRole('link', { name: 'Боди', exact: true }).first().click();
      await page.waitForURL(/\/shop\/\d+-novorozhdennye_bodi-category\/$/);
      await menu.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Боди' }).waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });
  });
});

describe('the shop shell on a desktop', () => {
  it('opens the catalogue panel, highlights the active branch and closes it on a leaf', async () => {
    await journey(browser(), DESKTOP, async (page) => {
      await page.goto('/shop/');
      await waitForHydration(page);
      expect(await page.getByRole('navigation', { name: 'Нижнее меню' }).isVisible()).toBe(false);
      const toggle = page.getByRole('button', { name: 'Каталог' }).first();
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator('#catalog-panel');
      // Outlet is red and the summer capsule green (spec §2.4).
      const outletColor = await panel.getByRole('link', { name: 'Outlet', exact: true }).evaluate((el) => getComputedStyle(el).color);
      expect(outletColor).toMatch(/^rgb\((1[6-9]\d|2\d\d), \d{1,2}, \d{1,2}/);

      await panel.getByRole('button', { name: 'Аксессуары', exact: true }).click();
      await panel.getByRole('link', { name: 'Полотенца', exact: true }).click();
      await page.waitForURL(/-polotentsa-category\/$/);
      await page.getByRole('heading', { level: 1, name: 'Полотенца' }).waitFor();
      expect(await page.locator('#catalog-panel').count()).toBe(0);

      // Reopened on the section's page, the menu shows its branch open and marks it current.
      await toggle.click();
      const current = page.locator('#catalog-panel [aria-current="page"]');
      expect(await current.textContent()).toBe('Полотенца');
    });
  });

  it('answers an unknown address with the 404 page', async () => {
    const { page, problems, close } = await openShopPage(browser(), DESKTOP);
    try {
      await dismissOneTimeNotices(page);
      const response = await page.goto('/no-such-page/');
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Страница не найдена');
      await page.getByRole('link', { name: 'На главную', exact: true }).click();
      await page.waitForURL(/\/$/);
      // The only failure is the document's own 404, which Chromium also reports in the console.
      expect(problems).toEqual([
        expect.stringMatching(/^response 404: .*\/no-such-page\/$/),
        'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
    } finally {
      await close();
    }
  });
});
