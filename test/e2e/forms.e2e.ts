import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sectionProducts, tap, visit } from './support/account';
import { journey, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** Opens a bodysuit's page and picks its first size in stock, as a thumb does. */
async function chooseBodysuit(page: Page, which = 0) {
  const cards = await sectionProducts('bodi');
  await visit(page, cards[which]!.URL);
  await page.getByRole('group', { name: 'Размер' }).locator('label:not([data-sold])').first().click();
}

/**
 * Whether what a thumb sees at the middle of `element` is the element itself (no toast over it),
 * once the page has stopped scrolling.
 */
async function seenUncovered(element: Locator): Promise<boolean> {
  await element.waitFor();
  await settled(element.page());
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.height > 0 && box.bottom <= window.innerHeight && seen !== null && el.contains(seen);
  });
}

/** Waits until the page no longer scrolls (the shop scrolls smoothly). */
async function settled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { timeout: 5_000, interval: 150 },
    )
    .toBe(true);
}

/** Puts a bodysuit in the basket and opens the checkout; answers its form. */
async function toCheckout(page: Page): Promise<Locator> {
  await chooseBodysuit(page, 2);
  await page.getByRole('button', { name: 'В корзину' }).click();
  await page.getByRole('button', { name: 'Перейти в корзину' }).click();
  await page.getByRole('heading', { level: 1, name: 'Корзина' }).waitFor();
  await tap(page.getByRole('link', { name: 'Оформить заказ' }));
  await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page.getByRole('form', { name: 'Оформление заказа' });
}

/** A refused form's 400 and the console line Chromium writes for it: the step's expected problems. */
function takeRefusal(problems: string[], path: string) {
  const step = problems.splice(0);
  expect(step).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^response 400: .*${path}$`)),
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]),
  );
  expect(step).toHaveLength(2);
}

describe('forms a hurried parent fills in on a phone', () => {
  it('the empty one-click form keeps every error visible beside its field, the first focused', async () => {
    await journey(browser(), PHONE, async (page, problems) => {
      await chooseBodysuit(page);
      await page.getByRole('button', { name: 'Купить в один клик' }).click();
      const dialog = page.getByRole('dialog', { name: 'Купить в один клик' });
      await dialog.getByRole('button', { name: 'Отправить' }).click();

      const name = dialog.getByRole('textbox', { name: 'Имя' });
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
      for (const message of ['Укажите имя', 'Укажите телефон', 'Нужно согласие на обработку персональных данных']) {
        // Beside its field, in the form, and no toast over it.
        expect(await seenUncovered(dialog.getByText(message, { exact: true }))).toBe(true);
      }
      // The toasts (the spec's notices) are there as well, above the form.
      await expect.poll(() => page.locator('[data-toast="error"]').count()).toBe(3);
      expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
      takeRefusal(problems, '/api/form/smartOrder/');
    });
  });

  it('the first «В корзину» confirms without waiting for a download: what shows the confirmation is ready before the tap', async () => {
    await journey(browser(), PHONE, async (page) => {
      await chooseBodysuit(page, 1);
      await page.waitForLoadState('networkidle');
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') fetched.push(request.url());
      });
      await page.getByRole('button', { name: 'В корзину' }).click();
      await page.getByText('Товар добавлен в корзину').waitFor();
      expect(fetched).toEqual([]);
    });
  });

  it('a phone pasted or autofilled over a filled field keeps all ten digits', async () => {
    await journey(browser(), PHONE, async (page) => {
      const form = await toCheckout(page);
      const phone = form.getByLabel('Телефон');
      await phone.pressSequentially('9031112233');
      // Select all and paste a number written with an 8, then as ten digits; then the browser's
      // autofill, which replaces the whole value at once.
      for (const pasted of ['89161234567', '9161234567']) {
        await phone.selectText();
        await page.keyboard.insertText(pasted);
        expect(await phone.inputValue()).toBe('+7 (916) 123-45-67');
      }
      await phone.fill('+7 916 123-45-67');
      expect(await phone.inputValue()).toBe('+7 (916) 123-45-67');
    });
  });

  it('a reload of the checkout keeps the name and phone a guest typed', async () => {
    await journey(browser(), PHONE, async (page) => {
      const form = await toCheckout(page);
      await form.getByLabel('Имя').fill('Анна 👶');
      await form.getByLabel('Телефон').pressSequentially('89161234567');
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await expect.poll(() => form.getByLabel('Имя').inputValue()).toBe('Анна 👶');
      expect(await form.getByLabel('Телефон').inputValue()).toBe('+7 (916) 123-45-67');
    });
  });

  it('the incomplete checkout scrolls up to the pickup points, the first missing field, and marks the consent', async () => {
    await journey(browser(), PHONE, async (page, problems) => {
      const form = await toCheckout(page);
      await form.getByLabel('Имя').fill('Анна');
      await form.getByLabel('Телефон').pressSequentially('9161234567');
      const submit = form.getByRole('button', { name: 'Оформить заказ' });
      await submit.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await submit.click();
      const points = form.getByRole('radiogroup', { name: /^Пункт выдачи/ });
      await expect.poll(() => points.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);
      await expect.poll(() => points.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await points.getAttribute('aria-invalid')).toBe('true');
      expect(await seenUncovered(form.getByText('Выберите пункт выдачи', { exact: true }))).toBe(true);
      const consent = form.getByRole('checkbox', { name: /согласие на обработку персональных данных/ });
      expect(await consent.getAttribute('aria-invalid')).toBe('true');
      takeRefusal(problems, '/api/order/checkout/');
    });
  });

  it('a tap in the middle of the consent’s text ticks its box and opens nothing', async () => {
    await journey(browser(), PHONE, async (page) => {
      const form = await toCheckout(page);
      const consent = form.getByRole('checkbox', { name: /согласие на обработку персональных данных/ });
      const text = consent.locator('xpath=ancestor::label');
      await text.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await settled(page);
      const box = (await text.boundingBox())!;
      const pages = page.context().pages().length;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => consent.isChecked()).toBe(true);
      expect(page.context().pages()).toHaveLength(pages);
      expect(page.url()).toMatch(/\/personal\/order\/$/);
    });
  });
});
