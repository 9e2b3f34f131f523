import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { totpCode } from '../../support/staff';

export const SHOTS_DIR = 'test-results/admin';

/** A screenshot of `page` in SHOTS_DIR, transitions finished: a dialog is drawn as staff see it, not half faded in. */
export const shoot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage, animations: 'disabled' });

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

const STEP_MS = 30_000;
/** The last TOTP step each secret's code was typed in: the api takes a step's code once. */
/**
 * What the journeys' files share of authenticators, in a file beside the screenshots: each file has
 * its own modules, but the run has one shop, so the demo owner one file enrolled signs in with a code
 * in the next, and a code one file used is not typed again in the next within its 30 s.
 */
const STATE_FILE = path.join(SHOTS_DIR, '.authenticators.json');
interface SharedState {
  secrets: Record<string, string>;
  steps: Record<string, number>;
}
function readState(): SharedState {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as SharedState;
  } catch {
    return { secrets: {}, steps: {} };
  }
}
function writeState(change: (state: SharedState) => void) {
  const state = readState();
  change(state);
  mkdirSync(SHOTS_DIR, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state));
}
const lastStep = {
  get: (secret: string): number | undefined => readState().steps[secret],
  set: (secret: string, step: number) => writeState((s) => void (s.steps[secret] = step)),
};

/**
 * The code an authenticator shows for `secret`, as a person would type it: if this step's code was
 * already used (two sign-ins of one account within 30 s), the next step's, which the api accepts a
 * step early; beyond that, wait for the clock.
 */
export async function freshCode(secret: string): Promise<string> {
  const used = lastStep.get(secret) ?? -1;
  let step = Math.max(Math.floor(Date.now() / STEP_MS), used + 1);
  const early = step - Math.floor(Date.now() / STEP_MS);
  if (early > 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
    step = Math.max(Math.floor(Date.now() / STEP_MS), used + 1);
  }
  lastStep.set(secret, step);
  return totpCode(secret, (step * STEP_MS) / 1000 - Math.floor(Date.now() / 1000) + 1);
}

export interface SignedIn {
  /** The secret the enrolment showed, or the one given. */
  secret: string;
  /** The recovery codes an enrolment showed; null for a sign-in with a code. */
  recoveryCodes: string[] | null;
}

/** The step after a one-time password: the staff member's own, typed twice (docs/decisions/052). */
export async function setOwnPassword(page: Page, password: string, repeat = password) {
  await page.getByRole('heading', { name: 'Придумайте свой пароль' }).waitFor();
  await page.locator('input[name="new-password"]').fill(password);
  await page.locator('input[name="repeat-password"]').fill(repeat);
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
}

/**
 * Signs in through the login page: password, then a code for an enrolled account (`secret`), or the
 * enrolment (enrolOnPage). A one-time password asks for the staff member's own first: setOwnPassword.
 */
export async function signInToAdmin(page: Page, email: string, password: string, secret?: string): Promise<SignedIn> {
  await page.getByLabel('Почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  if (secret) {
    await page.getByLabel('Код из приложения или код восстановления').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    return { secret, recoveryCodes: null };
  }
  return enrolOnPage(page);
}

/** The enrolment step: the secret shown as text, the code made from it, the recovery codes shown once. */
export async function enrolOnPage(page: Page): Promise<SignedIn> {
  const shown = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }).waitFor();
  await page.getByLabel('Код из приложения').fill(await freshCode(shown));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByTestId('recovery-codes').waitFor();
  const recoveryCodes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  return { secret: shown, recoveryCodes };
}

/** Opens a menu entry; on a phone the menu is a drawer behind the app bar's button. */
export async function openMenu(page: Page, entry: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** The demo owner's authenticator: the secret her first sign-in in this file enrolled. */
export const demoOwnerAuthenticator: { secret?: string } = {
  // Keyed by the demo owner's password, which each run's fresh shop prints anew.
  get secret() {
    return readState().secrets[inject('demoOwner').password];
  },
  set secret(secret: string | undefined) {
    writeState((s) => {
      if (secret) s.secrets[inject('demoOwner').password] = secret;
    });
  },
};

/** The demo owner signs in on `page` (at /admin/): enrolled on her first visit of the file, with a code after it. */
export async function signInAsDemoOwner(page: Page, owner: { email: string; password: string }): Promise<SignedIn> {
  await page.goto('/admin/');
  const signedIn = await signInToAdmin(page, owner.email, owner.password, demoOwnerAuthenticator.secret);
  demoOwnerAuthenticator.secret = signedIn.secret;
  if (signedIn.recoveryCodes) await page.getByRole('button', { name: 'Я сохранил коды' }).click();
  await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
  return signedIn;
}

/** Finds an order in the list by its code, as staff do when a shopper calls, and opens its page. */
export async function openOrder(page: Page, code: string, phone: boolean) {
  await openMenu(page, 'Заказы', phone);
  await page.getByPlaceholder('Номер, телефон, имя, почта').fill(code.toLowerCase());
  // The list answers the search once its pause after typing has passed (the address then holds it).
  await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(code.toLowerCase()));
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  await page.getByRole('row').filter({ hasText: code }).getByText(code).click();
  await page.getByRole('heading', { name: code }).first().waitFor();
}
