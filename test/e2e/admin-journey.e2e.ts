import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enrolOnPage, openMenu, setOwnPassword, signInToAdmin, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
import { DESKTOP, openShopPage, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
mkdirSync(SHOTS_DIR, { recursive: true });

/** A page of the back office at a size, in a fresh browser context; fails on any problem but the signed-out check. */
async function adminJourney(size: typeof PHONE, steps: (page: Page) => Promise<void>) {
  const { page, problems, close } = await openShopPage(browser(), size);
  try {
    await steps(page);
    expect(withoutSignedOutCheck(problems)).toEqual([]);
  } finally {
    await close();
  }
}

const shoot = (page: Page, name: string, fullPage = false) =>
  // Transitions finished, so that a dialog is drawn as staff see it, not half faded in.
  page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage, animations: 'disabled' });

/** The demo owner's authenticator, once the first journey enrolled her. */
let ownerSecret: string | undefined;
/** The manager's one-time password, as the owner read it off the screen. */
let managerPassword: string | undefined;
/** The password the manager chose in its place, and her authenticator. */
const MANAGER_OWN = 'сосны шумят над рекой';
let managerSecret: string | undefined;

describe("the back office of `npm start`'s shop, as its demo owner and her staff use it (issue 23)", () => {
  it('at 1440x900: the demo owner signs in with the printed password, enrols TOTP, keeps the recovery codes, adds a manager', async () => {
    const owner = inject('demoOwner');
    await adminJourney(DESKTOP, async (page) => {
      await page.goto('/admin/');
      await page.getByRole('heading', { name: 'Вход для сотрудников' }).waitFor();
      await shoot(page, '1440-1-sign-in');
      const signedIn = await signInToAdmin(page, owner.email, owner.password);
      ownerSecret = signedIn.secret;
      expect(signedIn.recoveryCodes).toHaveLength(10);
      expect(new Set(signedIn.recoveryCodes).size).toBe(10);
      await shoot(page, '1440-2-recovery-codes', true);
      await page.getByRole('button', { name: 'Я сохранил коды' }).click();
      await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
      await shoot(page, '1440-3-summary');

      await openMenu(page, 'Сотрудники', false);
      await page.getByText(owner.email).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/staff');
      await page.getByRole('link', { name: 'Создать' }).click();
      await page.getByLabel('Почта').fill('manager@demo.local');
      await page.getByLabel('Имя').fill('Мария Менеджер');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      const password = (await page.getByTestId('one-time-password').textContent())!;
      expect(password.length).toBeGreaterThanOrEqual(12);
      await shoot(page, '1440-4-one-time-password');
      managerPassword = password;
      await page.getByRole('button', { name: 'Пароль передан' }).click();
      await page.getByText('Мария Менеджер').click();
      // The form fills in from the list's copy of the record, then again when its own read comes back: a name typed
      // before that is overwritten and Save stays disabled (seen under load). Typed once nothing is in flight.
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="name"]')?.value === 'Мария Менеджер');
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Имя').fill('Мария Петровна');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Мария Петровна').waitFor();

      await openMenu(page, 'Журнал изменений', false);
      await page.getByText('Изменён сотрудник').first().waitFor();
      await shoot(page, '1440-5-audit');
    });
  });

  it('at 390x844: the owner signs in with a code from her authenticator and reads the staff and the audit log on a phone', async () => {
    const owner = inject('demoOwner');
    expect(ownerSecret, 'the journey at 1440 enrolled the demo owner').toBeDefined();
    await adminJourney(PHONE, async (page) => {
      await page.goto('/admin/');
      await signInToAdmin(page, owner.email, owner.password, ownerSecret);
      await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
      await shoot(page, '390-1-summary');
      await openMenu(page, 'Сотрудники', true);
      await page.getByText('Мария Петровна').waitFor();
      await shoot(page, '390-2-staff');
      await openMenu(page, 'Журнал изменений', true);
      await page.getByText('Изменён сотрудник').first().waitFor();
      await shoot(page, '390-3-audit');
    });
  });

  it('the new manager signs in with her one-time password, sets her own, enrols, and can open neither the staff list nor the audit log', async () => {
    expect(managerPassword, 'the owner created the manager').toBeDefined();
    const { page, problems, close } = await openShopPage(browser(), DESKTOP);
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    try {
      await page.goto('/admin/');
      await page.getByLabel('Почта').fill('manager@demo.local');
      await page.getByLabel('Пароль').fill(managerPassword!);
      await page.getByRole('button', { name: 'Войти' }).click();
      // The one-time password is replaced first (decision 052); the repeat must match.
      await setOwnPassword(page, MANAGER_OWN, `${MANAGER_OWN}!`);
      await page.getByRole('alert').filter({ hasText: 'Пароли не совпадают' }).waitFor();
      await shoot(page, '1440-6-manager-own-password');
      await setOwnPassword(page, MANAGER_OWN);
      managerSecret = (await enrolOnPage(page)).secret;
      await page.getByRole('button', { name: 'Я сохранил коды' }).click();
      await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Сотрудники' }).count()).toBe(0);
      expect(await page.getByRole('menuitem', { name: 'Журнал изменений' }).count()).toBe(0);
      await page.goto('/admin/staff');
      await page.getByText('Доступ запрещен').or(page.getByText('У вас нет необходимых разрешений')).first().waitFor();
      await shoot(page, '1440-7-manager-refused-staff');
      expect(asked.filter((p) => p.startsWith('/api/admin/staff'))).toEqual([]);
      expect(withoutSignedOutCheck(problems)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('at 390x844: the manager changes her password from the user menu; a wrong current one is refused beside its field', async () => {
    expect(managerSecret, 'the manager enrolled').toBeDefined();
    const { page, problems, close } = await openShopPage(browser(), PHONE);
    try {
      await page.goto('/admin/');
      await signInToAdmin(page, 'manager@demo.local', MANAGER_OWN, managerSecret);
      await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Профиль' }).click();
      await shoot(page, '390-4-user-menu');
      await page.getByRole('menuitem', { name: 'Сменить пароль' }).click();
      const dialog = page.getByRole('dialog', { name: 'Смена пароля' });
      await dialog.getByLabel('Текущий пароль').fill('не тот пароль');
      await dialog.locator('input[name="new-password"]').fill(`${MANAGER_OWN} и лес`);
      await dialog.locator('input[name="repeat-password"]').fill(`${MANAGER_OWN} и лес`);
      await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
      await dialog.getByText('Текущий пароль введён неверно').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('current-password');
      await shoot(page, '390-5-change-password-refused');
      await dialog.getByLabel('Текущий пароль').fill(MANAGER_OWN);
      await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
      await page.getByText(/^Пароль изменён/).waitFor();
      await shoot(page, '390-6-password-changed');
      // The refusal asked for (its 400 and Chromium's line about it) is the only problem allowed.
      const refusedOnPurpose = (p: string) =>
        /^response 400: .*\/api\/admin\/auth\/password\/$/.test(p) || /^console\.error: Failed to load resource: .* 400/.test(p);
      expect(withoutSignedOutCheck(problems).filter((p) => !refusedOnPurpose(p))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the storefront and the back office stay apart (decision 046)', () => {
  it("names no admin file in the storefront's manifest or bundles", () => {
    const assets = 'dist/public/assets';
    const manifest = readFileSync(path.join(assets, 'manifest.json'), 'utf8');
    expect(manifest).not.toContain('admin');
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toContain('/admin/assets/');
    }
  });

  it('loads nothing of /admin/ on the storefront pages', async () => {
    const { page, close } = await openShopPage(browser(), PHONE);
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    try {
      for (const address of ['/', '/shop/', '/o-brende/']) await page.goto(`${inject('baseUrl')}${address}`, { waitUntil: 'networkidle' });
      expect(asked.length).toBeGreaterThan(3);
      expect(asked.filter((p) => p.startsWith('/admin') || p.startsWith('/api/admin'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
