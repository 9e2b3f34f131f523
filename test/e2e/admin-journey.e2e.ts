import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { startAdminShop, type AdminShop } from '../admin/admin-shop';
import { useFresh } from '../support/lifetime';
import { openMenu, signInToAdmin, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
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

describe('the back office through the web role, against the fake admin api (issue 23)', () => {
  // The built web role with its real /api proxy in front of the fake; a fresh owner for each size.
  const shop = useFresh<AdminShop>(startAdminShop, (made) => made.close());

  for (const [name, size] of [
    ['1440x900', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    it(`at ${name}: the owner signs in, enrols TOTP, keeps the recovery codes, opens the staff list, adds a manager and renames her`, async () => {
      const phone = size === PHONE;
      // Transitions finished, so that a dialog is drawn as staff see it, not half faded in.
      const shoot = (page: Page, step: string, fullPage = false) =>
        page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${step}.png`), fullPage, animations: 'disabled' });
      await adminJourney(size, async (page) => {
        await page.goto(`${shop().url}/admin/`);
        await page.getByRole('heading', { name: 'Вход для сотрудников' }).waitFor();
        await shoot(page, '1-sign-in');

        const codes = await signInToAdmin(page, shop().owner.staff.email, shop().owner.password);
        expect(codes).toHaveLength(10);
        expect(codes).toEqual([...shop().owner.recoveryCodes]);
        await shoot(page, '2-recovery-codes', true);
        await page.getByRole('button', { name: 'Я сохранил коды' }).click();

        await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
        await shoot(page, '3-summary');

        await openMenu(page, 'Сотрудники', phone);
        await page.getByText('owner@example.ru').waitFor();
        expect(page.url()).toBe(`${shop().url}/admin/staff`);
        await shoot(page, '4-staff');

        await page.getByRole('link', { name: 'Создать' }).click();
        await page.getByLabel('Почта').fill('manager@example.ru');
        await page.getByLabel('Имя').fill('Мария Менеджер');
        await page.getByRole('button', { name: 'Сохранить' }).click();
        const password = await page.getByTestId('one-time-password').textContent();
        expect(shop().api.state.accounts.get(2)).toMatchObject({ password, staff: { role: 'manager' } });
        await shoot(page, '5-one-time-password');
        await page.getByRole('button', { name: 'Пароль передан' }).click();
        await page.getByText('Мария Менеджер').click();
        await page.getByLabel('Имя').fill('Мария Петровна');
        await shoot(page, '6-staff-edit');
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await page.getByText('Мария Петровна').waitFor();
        expect(shop().api.state.accounts.get(2)!.staff.name).toBe('Мария Петровна');

        await openMenu(page, 'Журнал изменений', phone);
        await page.getByText('Изменён сотрудник').first().waitFor();
        await shoot(page, '7-audit');
      });
    });
  }

  it('a manager signs in after the owner, and sees neither the staff nor the audit log', async () => {
    const manager = shop().api.state.addAccount('manager@example.ru', 'Мария Менеджер', 'manager', 'manager-password');
    await adminJourney(DESKTOP, async (page) => {
      await page.goto(`${shop().url}/admin/`);
      await signInToAdmin(page, manager.staff.email, manager.password);
      await page.getByRole('button', { name: 'Я сохранил коды' }).click();
      await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Сотрудники' }).count()).toBe(0);
      expect(await page.getByRole('menuitem', { name: 'Журнал изменений' }).count()).toBe(0);
      await page.goto(`${shop().url}/admin/staff`);
      await page.getByText('Доступ запрещен').or(page.getByText('У вас нет необходимых разрешений')).first().waitFor();
      expect(shop().api.requests.filter((r) => r.path === '/api/admin/staff/')).toEqual([]);
    });
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
