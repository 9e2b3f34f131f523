import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sectionUrl } from './support/account';
import { openShopPage, PHONE, useBrowser, waitForHydration } from './support/browser';
import { pastThePostersMoment } from './support/notices';

const browser = useBrowser();

/** The names of the dialogs on screen now, outermost first. */
const openDialogs = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"]')].map(
      (d) => d.getAttribute('aria-label') ?? document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent,
    ),
  );

/**
 * A first visit (no poster seen yet, as on a phone that never opened the shop): `steps` runs, and
 * the journey fails on any page error, failed request or console warning.
 */
async function firstVisit(steps: (page: Page) => Promise<void>) {
  const { page, problems, close } = await openShopPage(browser(), PHONE);
  try {
    await page.addInitScript(() => localStorage.setItem('cookies:accepted', '1'));
    await steps(page);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}

/** The home page with the search opened from the bottom menu; answers the search's dialog. */
async function searchFromHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Нижнее меню' }).getByRole('button', { name: 'Поиск' }).click();
  return page.getByRole('dialog', { name: 'Поиск по сайту' });
}

describe('the poster waits for a dialog the shopper opened', () => {
  it('search opened within a second of a first visit keeps the focus; Enter searches, and the poster shows afterwards', async () => {
    await firstVisit(async (page) => {
      const overlay = await searchFromHome(page);
      const input = overlay.getByRole('searchbox', { name: 'Название товара' });
      await input.pressSequentially('боди');
      await pastThePostersMoment(page);

      // Nothing opened over or under the search, and the typing stays where it was.
      expect(await openDialogs(page)).toEqual(['Поиск по сайту']);
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('QUERY') === 'боди');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The poster comes now, alone, and has the focus.
      const poster = page.getByRole('dialog');
      await poster.waitFor();
      expect(await openDialogs(page)).toHaveLength(1);
      expect(await openDialogs(page)).not.toContain('Поиск по сайту');
      expect(await poster.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    });
  });

  it('the filter sheet of a section keeps the focus; the poster shows once the sheet is closed', async () => {
    const url = await sectionUrl('bodi');
    await firstVisit(async (page) => {
      await page.goto(url);
      await waitForHydration(page);
      await page.getByRole('button', { name: /^Фильтры/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Фильтры' });
      await sheet.waitFor();
      const size = sheet.getByRole('checkbox', { name: '68', exact: true });
      await size.check();
      await pastThePostersMoment(page);

      expect(await openDialogs(page)).toEqual(['Фильтры']);
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await sheet.getByRole('link', { name: 'Закрыть фильтры' }).click();
      await sheet.waitFor({ state: 'detached' });
      const poster = page.getByRole('dialog');
      await poster.waitFor();
      expect(await poster.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await openDialogs(page)).toHaveLength(1);
    });
  });

  it('counts the ten seconds between posters from when one showed, not from when it was chosen', async () => {
    await firstVisit(async (page) => {
      const overlay = await searchFromHome(page);
      await overlay.waitFor();
      await pastThePostersMoment(page);
      const closedAt = await page.evaluate(() => Date.now());
      await overlay.getByRole('button', { name: 'Закрыть поиск' }).click();
      await page.getByRole('dialog').waitFor();
      const log = await page.evaluate(() => JSON.parse(localStorage.getItem('posters:shown') ?? '{}') as Record<string, number>);
      expect(Math.max(...Object.values(log))).toBeGreaterThanOrEqual(closedAt);
    });
  });
});
