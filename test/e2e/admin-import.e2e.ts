/**
 * «Загрузка CSV» (issue 24, decision 056) as the owner uses it, at 1440x900 and on a phone: she
 * downloads the export, takes one size's stock to 0 in it with a row the catalogue does not know,
 * chooses the file, sees the preview with the refused row and its reason, confirms, and the size is
 * out of stock: the same file previews as nothing to change, and the export says 0.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openMenu, signInAsDemoOwner, shoot, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
import { DESKTOP, openShopPage, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
mkdirSync(SHOTS_DIR, { recursive: true });

/** The export's rows as [code, size, name, stock, …], the header first. */
async function exported(page: Page): Promise<string[][]> {
  const res = await page.request.get('/api/admin/stock-csv/');
  expect(res.status()).toBe(200);
  const text = (await res.text()).replace(/^\uFEFF/, '');
  // The demo catalogue's names carry no quotes or semicolons, so a split reads it.
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));
}

async function importJourney(size: typeof PHONE, prefix: string, rowIndex: number) {
  const { page, problems, close } = await openShopPage(browser(), size);
  const phone = size === PHONE;
  try {
    await signInAsDemoOwner(page, inject('demoOwner'));
    await openMenu(page, 'Загрузка CSV', phone);
    await page.getByRole('heading', { name: 'Загрузка CSV', level: 1 }).waitFor();
    await shoot(page, `${prefix}-csv-1-screen`);

    const [header, ...rows] = await exported(page);
    expect(header).toEqual(['Артикул', 'Размер', 'Название', 'Остаток', 'Цена', 'Старая цена']);
    const target = rows.filter((r) => Number(r[3]) > 0)[rowIndex]!;
    const file = ['Артикул;Размер;Остаток', `${target[0]};${target[1]};0`, `нет-такого-товара;${target[1]};3`].join('\r\n');
    const input = page.getByLabel('Файл CSV');
    await input.setInputFiles({ name: 'остатки.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });

    await page.getByText('Строк: 2 · изменится: 1 · без изменений: 0 · с ошибками: 1').waitFor();
    const refused = page.getByRole('region', { name: 'Строки с ошибками (не загрузятся)' });
    await refused.getByText('Неизвестный артикул или размер').waitFor();
    await page.getByRole('region', { name: 'Что изменится' }).getByText(target[0]!).waitFor();
    await shoot(page, `${prefix}-csv-2-preview`, true);

    const confirm = page.getByRole('button', { name: 'Загрузить 1 изменение' });
    // A double tap imports once: the second click finds the button busy.
    await confirm.dblclick();
    await page.getByText('Загружено: 1 изменение. Пропущено строк с ошибками: 1.').waitFor();
    await shoot(page, `${prefix}-csv-3-done`, true);

    const after = await exported(page);
    expect(after.find((r) => r[0] === target[0] && r[1] === target[1])?.[3]).toBe('0');
    // The same file once more: the catalogue already says what it says.
    await page.getByLabel('Файл CSV').setInputFiles({ name: 'остатки.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
    await page.getByText('Менять нечего: файл совпадает с каталогом').waitFor();
    expect(withoutSignedOutCheck(problems)).toEqual([]);
  } finally {
    await close();
  }
}

describe('the stock CSV in the back office (issue 24)', () => {
  it('at 1440x900: the owner imports a stock CSV through its preview', async () => {
    await importJourney(DESKTOP, '1440', 0);
  });

  it('at 390x844: the same from a phone, the preview a compact list', async () => {
    await importJourney(PHONE, '390', 1);
  });
});
