import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openMenu, signInAsDemoOwner, shoot, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
import { DESKTOP, openShopPage, PHONE, useBrowser, waitForHydration } from './support/browser';

/**
 * «Остатки и цены» (issue 24): the owner changes one size's price and another's stock in the grid
 * and saves them at once; a shopper's product page shows the new price for that size.
 */
const browser = useBrowser();
mkdirSync(SHOTS_DIR, { recursive: true });

/** The save the journey makes refused on purpose: its 400 and Chromium's line about it. */
const REFUSED_SAVE = [/^response 400: .*\/api\/admin\/offer-grid\/$/, /^console\.error: Failed to load resource: .* 400/];

async function asOwner(size: typeof PHONE, steps: (page: Page) => Promise<void>, refusedSave = false) {
  const { page, problems, close } = await openShopPage(browser(), size);
  try {
    await signInAsDemoOwner(page, inject('demoOwner'));
    await steps(page);
    const left = withoutSignedOutCheck(problems).filter((p) => !refusedSave || !REFUSED_SAVE.some((r) => r.test(p)));
    expect(left).toEqual([]);
  } finally {
    await close();
  }
}

/** The rows of one product with a size in stock, as the grid lists them. */
async function rowsInStock(page: Page, rows: Locator): Promise<Locator[]> {
  await rows.first().waitFor();
  const found: Locator[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    if ((await row.getByLabel(/^Остаток: /).inputValue()) !== '0') found.push(row);
  }
  expect(found.length, 'the demo catalogue has sizes in stock').toBeGreaterThan(1);
  void page;
  return found;
}

describe('the stock and price grid, as the owner uses it (issue 24)', () => {
  let changed: { code: string; size: string; price: string } | undefined;

  it("at 1440x900: the owner changes a size's price and another's stock, saves both at once", async () => {
    await asOwner(
      DESKTOP,
      async (page) => {
        await openMenu(page, 'Остатки и цены', false);
        await page.getByRole('heading', { name: 'Остатки и цены' }).first().waitFor();
        const [first, second] = await rowsInStock(page, page.locator('tr[data-offer]'));
        const priceCell = first!.getByLabel(/^Цена, р\.: /);
        const label = (await priceCell.getAttribute('aria-label'))!;
        const newPrice = String(Number((await priceCell.inputValue()).replace(',', '.').split('.')[0]) + 111);
        await priceCell.fill(newPrice);
        await first!.getByLabel(/^Старая цена, р\.: /).fill('');
        await second!.getByLabel(/^Остаток: /).fill('17');
        await page.getByText('Изменено размеров: 2').waitFor();
        await shoot(page, '1440-grid-1-changed');
        // A double tap sends once: the second click finds the button busy.
        await page.getByRole('button', { name: 'Сохранить' }).dblclick();
        await page.getByText('Сохранено размеров: 2').waitFor();
        await page.getByText('Изменений нет').waitFor();
        await shoot(page, '1440-grid-2-saved');
        changed = { code: (await first!.getAttribute('data-code'))!, size: /размер (.+)$/.exec(label)![1]!, price: newPrice };

        // A crossed-out price below the price is refused, and the row says why.
        await first!.getByLabel(/^Старая цена, р\.: /).fill('1');
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await first!.getByRole('alert').filter({ hasText: 'Старая цена должна быть выше цены' }).waitFor();
        await shoot(page, '1440-grid-3-refused');
      },
      true,
    );
  });

  it("a shopper's product page shows the new price for that size", async () => {
    expect(changed, 'the owner saved a price').toBeDefined();
    const { page, problems, close } = await openShopPage(browser(), PHONE);
    try {
      const detail = (await (await page.request.get(`/api/catalog/${changed!.code}/detail/`)).json()) as { data: { URL: string } };
      await page.goto(detail.data.URL);
      await waitForHydration(page);
      await page.getByRole('radio', { name: changed!.size, exact: true }).check();
      const price = Number(changed!.price).toLocaleString('ru-RU').replace(/\s/g, '\u00a0');
      await page
        .locator('main p strong')
        .filter({ hasText: `${price}\u00a0р.` })
        .first()
        .waitFor();
      await shoot(page, '390-grid-shopper-price');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('at 390x844: each size a card with its fields; the owner changes a stock there', async () => {
    await asOwner(PHONE, async (page) => {
      await openMenu(page, 'Остатки и цены', true);
      const [card] = await rowsInStock(page, page.locator('[data-offer]'));
      await card!.getByLabel(/^Остаток: /).fill('9');
      await page.getByText('Изменено размеров: 1').waitFor();
      await shoot(page, '390-grid-1-changed');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Сохранено размеров: 1').waitFor();
      await shoot(page, '390-grid-2-saved');
    });
  });
});
