import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sectionUrl } from './support/account';
import { journey, PHONE, useBrowser, waitForHydration } from './support/browser';

const browser = useBrowser();

/** The name links of the product cards on the page. */
const cardLinks = (page: Page) => page.locator('main article a[href$="-product/"]:not([aria-hidden="true"])');
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Нижнее меню' });

describe('a parent on a phone', () => {
  it("searches 'бежевый боди' in the overlay and lands on the results page", async () => {
    await journey(browser(), PHONE, async (page) => {
      await page.goto('/');
      await waitForHydration(page);
      await bottomNav(page).getByRole('button', { name: 'Поиск' }).click();
      const overlay = page.getByRole('dialog', { name: 'Поиск по сайту' });
      await overlay.waitFor();
      await overlay.getByText('Введите запрос', { exact: true }).waitFor();

      const input = overlay.getByRole('searchbox', { name: 'Название товара' });
      await input.fill('бежевый боди');
      const results = overlay.getByRole('list', { name: 'Результаты поиска' });
      await results.waitFor();
      const names = await results.getByRole('link').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names[0]).toMatch(/Боди/);
      expect(names[0]).toMatch(/бежев/);

      await input.press('Enter');
      await page.waitForURL(/\/search\/\?QUERY=/);
      await overlay.waitFor({ state: 'detached' });
      expect(decodeURIComponent(new URL(page.url()).search)).toContain('бежевый боди');
      await page.getByRole('heading', { level: 1, name: 'Поиск' }).waitFor();
      const cards = page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem');
      await cards.first().waitFor();
      expect(await cardLinks(page).first().textContent()).toMatch(/бежев/);

      // A query with nothing behind it says so.
      await page.goto('/search/?QUERY=' + encodeURIComponent('тракторный двигатель'));
      await page.getByText('Ничего не найдено', { exact: true }).waitFor();
    });
  });

  it('filters a section by size and colour, opens a product, picks a size, views photos and keeps a favourite', async () => {
    await journey(browser(), PHONE, async (page) => {
      await page.goto(await sectionUrl('bodi'));
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Боди' }).waitFor();

      await page.getByRole('button', { name: /^Фильтры/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Фильтры' });
      await sheet.waitFor();
      await sheet.getByRole('checkbox', { name: '68', exact: true }).check();
      await sheet.getByRole('checkbox', { name: /^бежевый/ }).check();
      await sheet.getByRole('button', { name: /^Показать/ }).click();
      await page.waitForURL((url) => url.searchParams.get('size') === '68' && url.searchParams.get('color') === 'bezhevyy');
      // The previous products stay on screen, dimmed, until the filtered ones arrive.
      await expect
        .poll(async () => {
          const names = await cardLinks(page).allTextContents();
          return names.length > 0 && names.every((name) => /бежев/i.test(name));
        })
        .toBe(true);

      // Open the first product and choose the first size in stock.
      await cardLinks(page).first().click();
      await page.waitForURL(/-product\/$/);
      const title = page.getByRole('heading', { level: 1, name: /бежев/i });
      await title.waitFor();
      const heading = await title.textContent();
      const sizes = page.getByRole('group', { name: 'Размер' });
      const inStock = sizes.getByRole('radio', { disabled: false }).first();
      // The radio is drawn by its label, as a shopper taps it.
      await sizes.locator('label:not([data-sold])').first().click();
      expect(await inStock.isChecked()).toBe(true);
      expect(await page.getByText('Выберите размер').count()).toBe(0);

      // Photos open in the lightbox, which never touches the address.
      const before = page.url();
      await page.getByRole('button', { name: /^Открыть фото 1 из/ }).click();
      const lightbox = page.getByRole('dialog', { name: /^Фотографии:/ });
      await lightbox.waitFor();
      await lightbox.getByRole('button', { name: 'Следующее фото' }).click();
      await lightbox.getByText(/^2 из \d$/).waitFor();
      await lightbox.getByRole('button', { name: 'Закрыть' }).click();
      await lightbox.waitFor({ state: 'detached' });
      expect(page.url()).toBe(before);

      // The favourite shows in the bottom menu's count and on the favourites page.
      const favourite = page.getByRole('button', { name: 'В избранное' }).first();
      await favourite.click();
      await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]') !== null);
      const favouritesLink = bottomNav(page).getByRole('link', { name: /Избранное/ });
      await expect.poll(() => favouritesLink.textContent()).toMatch(/^1/);
      await favouritesLink.click();
      await page.getByRole('heading', { level: 1, name: 'Избранное' }).waitFor();
      await page.getByRole('link', { name: heading!.trim() }).first().waitFor();
    });
  });
});

describe('a shopper without JavaScript', () => {
  it('filters and pages a section with the plain form and links', async () => {
    const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: inject('baseUrl') });
    try {
      const page = await context.newPage();
      await page.goto(await sectionUrl('odezhda'));
      // On a phone the filters are a sheet that the «Фильтры» link opens by its #filters anchor.
      await page.getByRole('button', { name: /^Фильтры/ }).click();
      await page.locator('form[method="get"] input[name="size"][value="74"]').check();
      await page.locator('form[method="get"] button[type="submit"]').click();
      await page.waitForURL((url) => url.searchParams.get('size') === '74');
      expect(await page.locator('main article').count()).toBeGreaterThan(0);
      const next = page.getByRole('link', { name: 'Следующая страница' });
      if ((await next.count()) > 0) {
        await next.click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('size') === '74');
      }
    } finally {
      await context.close();
    }
  });
});
