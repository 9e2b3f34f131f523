import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openMenu, signInAsDemoOwner, shoot, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
import { sectionUrl } from './support/account';
import { DESKTOP, openShopPage, PHONE, useBrowser, waitForHydration } from './support/browser';
import { testPicture } from '../support/pictures';
import { formatPrice } from '../../shared/format/number';
import { uploadedPictureUrl } from '../../shared/pictures/uploaded';

/**
 * Issue 24's catalogue journey: the owner adds a product in the back office (its fields, two sizes
 * with their stock, a picture picked from the phone's files), puts it on sale, and a shopper then
 * finds it in its section with that picture, by the search, and on its own page with both sizes.
 * Each viewport adds its own product, so the two runs (and the other journeys) keep apart.
 */
const browser = useBrowser();
mkdirSync(SHOTS_DIR, { recursive: true });

/** The section the products go in: one the storefront's other journeys do not look through. */
const SECTION = { code: 'pesochniki', name: 'Песочники' };

interface NewProduct {
  name: string;
  code: string;
  sizes: [string, string];
  rubles: number;
}

/** The address the shop gives an uploaded picture: its bytes' SHA-256 names it (shared/pictures/uploaded.ts). */
const pictureUrlOf = (bytes: Buffer) => uploadedPictureUrl(createHash('sha256').update(bytes).digest('hex').slice(0, 20));

/** An upload at a phone's slow connection (bytes a second), that the editor's progress has time to show. */
async function slowUpload(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: bytesPerSecond === null ? 0 : 100,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** Until the picture in `img` has loaded (its bytes decoded, not a broken icon). */
async function loaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
}

/** The owner, signed in at `size`, adds `product` with `picture` and puts it on sale. */
async function ownerAdds(size: typeof PHONE, product: NewProduct, picture: Buffer) {
  const phone = size.width < 600;
  const { page, problems, close } = await openShopPage(browser(), size);
  try {
    await signInAsDemoOwner(page, inject('demoOwner'));
    await openMenu(page, 'Товары', phone);
    await page.getByRole('link', { name: 'Создать' }).click();

    // The fields, hidden from the shop until the pictures are in.
    await page.getByLabel('Название').fill(product.name);
    await page.getByLabel('Код (в адресе)').fill(product.code);
    await page.getByLabel('Код модели (общий для цветов)').fill(product.code);
    await page.getByRole('combobox', { name: 'Раздел' }).click();
    await page.getByRole('option', { name: `— ${SECTION.name}`, exact: true }).click();
    await page.getByRole('combobox', { name: 'Вид (картинки)' }).click();
    await page.getByRole('option', { name: 'песочник', exact: true }).click();
    await page.getByRole('combobox', { name: 'Цвет' }).click();
    await page.getByRole('option', { name: 'шалфей', exact: true }).click();
    await page.getByLabel('Цена для всех размеров, р.').fill(String(product.rubles));
    const onSale = page.getByRole('switch', { name: 'Показывать в магазине' }).or(page.getByLabel('Показывать в магазине'));
    await onSale.uncheck();
    await page.getByLabel('Описание', { exact: true }).fill('Лёгкий песочник из органического хлопка на кнопках, для жарких дней.');
    await page.getByLabel('Состав').fill('100% органический хлопок');
    await page.getByLabel('Уход').fill('Стирка при 30 °C, не отбеливать');
    await shoot(page, `${size.width}-catalogue-1-new-product`, true);
    await page.getByRole('button', { name: 'Сохранить' }).click();

    // Its page opens with the sizes' and pictures' editors.
    const sizes = page.getByRole('region', { name: 'Размеры' });
    await sizes.waitFor();
    for (const [i, name] of product.sizes.entries()) {
      await sizes.getByRole('button', { name: 'Добавить размер' }).click();
      await sizes.getByLabel('Размер', { exact: true }).nth(i).fill(name);
      await sizes
        .getByLabel('Остаток', { exact: true })
        .nth(i)
        .fill(String(5 + i));
    }
    await sizes.getByRole('button', { name: 'Сохранить размеры' }).click();
    await page.getByText('Размеры сохранены').waitFor();

    // A picture picked from the files as a phone offers them, sent at a slow phone's pace on the phone.
    const pictures = page.getByRole('region', { name: 'Картинки' });
    await pictures.scrollIntoViewIfNeeded();
    const add = pictures.getByRole('button', { name: 'Добавить картинку' });
    if (phone) await slowUpload(page, 160_000);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), add.click()]);
    await chooser.setFiles({ name: 'pesochnik.jpg', mimeType: 'image/jpeg', buffer: picture });
    const status = pictures.getByRole('status');
    const bar = pictures.getByRole('progressbar', { name: 'Загрузка картинки' });
    if (phone) {
      // The bytes going: the percent in words and on the bar, the button out of reach of a second tap.
      await status.filter({ hasText: /^Загрузка… \d+\u00a0%$/ }).waitFor();
      await bar.scrollIntoViewIfNeeded();
      // The words and the bar read at one moment: the same percent, some bytes gone and some to go.
      const shownNow = () =>
        pictures.evaluate((region) => ({
          text: region.querySelector('[role="status"]')?.textContent,
          value: Number(region.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')),
        }));
      await expect.poll(async () => (await shownNow()).value, { interval: 100, timeout: 20_000 }).toBeGreaterThan(0);
      const midway = await shownNow();
      expect(midway.value).toBeLessThan(100);
      expect(midway.text).toBe(`Загрузка… ${midway.value}\u00a0%`);
      await shoot(page, `${size.width}-catalogue-2-uploading`);
      expect(await add.getAttribute('aria-disabled')).toBe('true');
      // Then the server's turn: the bar runs without a value.
      await status.filter({ hasText: /^Обработка…/ }).waitFor();
      expect(await bar.getAttribute('aria-valuenow')).toBeNull();
      await slowUpload(page, null);
    }
    await page.getByText('Картинка добавлена').waitFor();
    await status.waitFor({ state: 'detached' });
    const preview = pictures.getByRole('img', { name: 'Картинки 1' });
    expect(await preview.getAttribute('src')).toBe(pictureUrlOf(picture));
    await loaded(preview);
    // One tap, one picture.
    expect(await pictures.getByRole('img').count()).toBe(1);
    await pictures.getByLabel('Подпись (для незрячих)').fill(`${product.name}, вид спереди`);
    await pictures.getByRole('button', { name: 'Сохранить порядок и подписи' }).click();
    await page.getByText('Картинки сохранены').waitFor();
    await shoot(page, `${size.width}-catalogue-3-pictures`);
    await shoot(page, `${size.width}-catalogue-3-product-form`, true);

    // On sale.
    await onSale.check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText(/^Элемент обновл[её]н/).waitFor();
    expect(withoutSignedOutCheck(problems)).toEqual([]);
  } finally {
    await close();
  }
}

/** A shopper on a first visit finds `product` in its section, by the search, and opens it. */
async function shopperFinds(size: typeof PHONE, product: NewProduct, pictureUrl: string) {
  const { page, problems, close } = await openShopPage(browser(), size);
  try {
    // The shop shows a change within its catalogue revision's few seconds: until then, the section lacks it.
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/catalog/${SECTION.code}/?sort=new&limit=60`);
          const { data } = (await res.json()) as { data: { ITEMS: Array<{ NAME: string }> } };
          return data.ITEMS.some((card) => card.NAME === product.name);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);

    await page.goto(await sectionUrl(SECTION.code));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: SECTION.name }).waitFor();
    // A first visit: the poster opens, and the shopper closes it by its cross; the cookie notice, by «Хорошо».
    const poster = page.getByRole('dialog');
    await poster.waitFor();
    await poster.getByRole('button', { name: 'Закрыть' }).click();
    await poster.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Хорошо' }).click();

    await page.getByRole('navigation', { name: 'Сортировка' }).getByRole('link', { name: 'Новинки' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'new');
    const card = page.locator('main article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    const cardPicture = card.locator('img').first();
    await cardPicture.waitFor();
    expect(await cardPicture.getAttribute('src')).toBe(pictureUrl);
    await loaded(cardPicture);
    expect(await cardPicture.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(
      new RegExp(`^${pictureUrl.replace(/-800\.jpg$/, '')}-\\d+\\.(webp|jpg)$`),
    );
    await shoot(page, `${size.width}-catalogue-4-section-card`);

    // The search finds it by its name, and its result opens the product's page.
    const searchButton = size.width < 600 ? page.getByRole('navigation', { name: 'Нижнее меню' }) : page.getByRole('banner');
    await searchButton.getByRole('button', { name: 'Поиск' }).click();
    const overlay = page.getByRole('dialog', { name: 'Поиск по сайту' });
    await overlay.getByRole('searchbox', { name: 'Название товара' }).fill(product.name);
    await overlay.getByRole('list', { name: 'Результаты поиска' }).getByRole('link', { name: product.name }).click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await waitForHydration(page);

    const sizes = page.getByRole('group', { name: 'Размер' });
    for (const name of product.sizes) await sizes.getByRole('radio', { name, exact: true }).waitFor();
    await page.locator('main').getByText(formatPrice(product.rubles)).first().waitFor();
    const shown = page.locator(`main img[src="${pictureUrl}"]`).first();
    await loaded(shown);
    // A tap on the size's chip, its label, as a finger does: the radio behind it is hidden.
    await sizes.locator('label').filter({ hasText: product.sizes[1] }).click();
    expect(await sizes.getByRole('radio', { name: product.sizes[1], exact: true }).isChecked()).toBe(true);
    await shoot(page, `${size.width}-catalogue-5-product-page`);
    await shoot(page, `${size.width}-catalogue-5-product-page-full`, true);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}

describe('the owner adds a product, which shoppers then find (issue 24)', () => {
  it(
    'at 1440x900: a product with two sizes and a picture, found in its section, by the search and on its page',
    { timeout: 150_000 },
    async () => {
      const product: NewProduct = { name: 'Песочник «Одуванчик»', code: 'e2e-pesochnik-oduvanchik', sizes: ['74', '80'], rubles: 1290 };
      const picture = await testPicture(1200, 1200);
      await ownerAdds(DESKTOP, product, picture);
      await shopperFinds(DESKTOP, product, pictureUrlOf(picture));
    },
  );

  it(
    'at 390x844: the same from a phone, the picture sent over a slow connection with its progress shown',
    { timeout: 150_000 },
    async () => {
      const product: NewProduct = { name: 'Песочник «Ромашка»', code: 'e2e-pesochnik-romashka', sizes: ['86', '92'], rubles: 1490 };
      const picture = await testPicture(1000, 1000);
      await ownerAdds(PHONE, product, picture);
      await shopperFinds(PHONE, product, pictureUrlOf(picture));
    },
  );
});
