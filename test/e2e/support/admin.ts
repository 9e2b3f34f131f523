import type { Page } from 'playwright-core';
import { totpCode } from '../../admin/totp';

export const SHOTS_DIR = 'test-results/admin';

/**
 * The one request a signed-out visit makes that fails by design: the app asks GET
 * /api/admin/auth/me/ whether a session is open, and the answer is 401. A journey takes these
 * lines (the response and Chromium's console line about it) out of its problems before the check.
 */
export function withoutSignedOutCheck(problems: string[]): string[] {
  return problems.filter(
    (p) => !/^response 401: .*\/api\/admin\/auth\/me\/$/.test(p) && !/^console\.error: Failed to load resource: .* 401/.test(p),
  );
}

/** Signs in through the login page: password, then the enrolment (the code made from the secret shown) or a code. */
export async function signInToAdmin(page: Page, email: string, password: string, secretOfEnrolled?: string): Promise<string[] | null> {
  await page.getByLabel('Почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  if (secretOfEnrolled) {
    await page.getByLabel('Код из приложения или код восстановления').fill(totpCode(secretOfEnrolled));
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    return null;
  }
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }).waitFor();
  await page.getByLabel('Код из приложения').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  return codes;
}

/** Opens a menu entry; on a phone the menu is a drawer behind the app bar's button. */
export async function openMenu(page: Page, entry: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}
