import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startAdminShop, type AdminShop } from '../admin/admin-shop';
import { totpCode } from '../admin/totp';
import { useFresh } from '../support/lifetime';
import { signInToAdmin, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
import { DESKTOP, openShopPage, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
mkdirSync(SHOTS_DIR, { recursive: true });
const OWN = 'сосны шумят над рекой';

/** The refusal a journey asks for (a wrong current password): its 400 and Chromium's console line about it. */
const refusedOnPurpose = (p: string) =>
  /^response 400: .*\/api\/admin\/auth\/password\/$/.test(p) || /^console\.error: Failed to load resource: .* 400/.test(p);

/** A page of the back office at a size, in a fresh browser context; fails on any problem but the signed-out check and the refusal asked for. */
async function adminJourney(size: typeof PHONE, steps: (page: Page) => Promise<void>) {
  const { page, problems, close } = await openShopPage(browser(), size);
  try {
    await steps(page);
    expect(withoutSignedOutCheck(problems).filter((p) => !refusedOnPurpose(p))).toEqual([]);
  } finally {
    await close();
  }
}

describe('a staff member’s own password, against the fake admin api (decision 051)', () => {
  const shop = useFresh<AdminShop>(startAdminShop, (made) => made.close());

  for (const [name, size] of [
    ['1440x900', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    const shoot = (page: Page, step: string) =>
      page.screenshot({ path: path.join(SHOTS_DIR, `${name}-password-${step}.png`), animations: 'disabled' });

    it(`at ${name}: a one-time password is replaced at the first sign-in, before the enrolment`, async () => {
      const packer = shop().api.state.addAccount('packer@example.ru', 'Пётр Склад', 'warehouse', 'one-time-pass', true);
      await adminJourney(size, async (page) => {
        await page.goto(`${shop().url}/admin/`);
        await page.getByLabel('Почта').fill(packer.staff.email);
        await page.getByLabel('Пароль').fill(packer.password);
        await page.getByRole('button', { name: 'Войти' }).click();
        await page.getByRole('heading', { name: 'Придумайте свой пароль' }).waitFor();
        await page.locator('input[name="new-password"]').fill(OWN);
        await page.getByLabel('Новый пароль ещё раз').fill(`${OWN}!`);
        await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
        await page.getByRole('alert').filter({ hasText: 'Пароли не совпадают' }).waitFor();
        await shoot(page, '1-first-mismatch');
        await page.getByLabel('Новый пароль ещё раз').fill(OWN);
        await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
        await page.getByRole('heading', { name: 'Подключите второй фактор' }).waitFor();
        expect(packer).toMatchObject({ password: OWN, mustChange: false });
        const secret = (await page.getByTestId('totp-secret').textContent())!;
        await page.getByLabel('Код из приложения').fill(totpCode(secret));
        await page.getByRole('button', { name: 'Подтвердить' }).click();
        await page.getByRole('button', { name: 'Я сохранил коды' }).click();
        await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
      });
    });

    it(`at ${name}: the owner changes her password from the user menu; a wrong current one is refused beside its field`, async () => {
      const owner = shop().owner;
      await adminJourney(size, async (page) => {
        await page.goto(`${shop().url}/admin/`);
        await signInToAdmin(page, owner.staff.email, owner.password);
        await page.getByRole('button', { name: 'Я сохранил коды' }).click();
        await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Профиль' }).click();
        await shoot(page, '2-user-menu');
        await page.getByRole('menuitem', { name: 'Сменить пароль' }).click();
        const dialog = page.getByRole('dialog', { name: 'Смена пароля' });
        await dialog.getByLabel('Текущий пароль').fill('не тот пароль');
        await dialog.locator('input[name="new-password"]').fill(OWN);
        await dialog.getByLabel('Новый пароль ещё раз').fill(OWN);
        await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
        await dialog.getByText('Текущий пароль введён неверно').waitFor();
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('current-password');
        await shoot(page, '3-dialog-refused');
        await dialog.getByLabel('Текущий пароль').fill(owner.password);
        await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
        await page.getByText(/^Пароль изменён/).waitFor();
        await shoot(page, '4-changed');
        expect(owner.password).toBe(OWN);
      });
    });
  }
});
