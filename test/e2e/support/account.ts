import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { waitForHydration } from './browser';

/** A phone number no other journey uses, so each journey's shopper is new to the shop. */
export function newPhone(): string {
  return `9${String(Date.now()).slice(-9)}`;
}

/**
 * Taps a control as a thumb does: with it in the middle of the screen, not under the sticky header
 * or the bottom menu where Playwright's own scrolling would leave it.
 */
export async function tap(control: Locator) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await control.click();
}

/**
 * Signs in from the sign-in page the shopper is on, with the code the demo mode shows; a phone
 * new to the shop (the api answers its sign-in with null) goes on to registration with `name`.
 * Waits until the shop has left the form.
 */
export async function signInWithDemoCode(page: Page, phone: string, name: string) {
  const form = page.getByRole('form', { name: 'Вход по номеру телефона' });
  await form.getByLabel('Телефон').pressSequentially(phone);
  await tap(form.getByRole('button', { name: 'Получить код' }));
  const demo = page.getByText(/^Код для входа \(демо\): \d{6}$/);
  await demo.waitFor();
  const code = /(\d{6})$/.exec((await demo.textContent())!)![1]!;
  await form.getByLabel('Код из СМС').fill(code);
  await tap(form.getByRole('button', { name: 'Войти' }));
  const registration = page.getByRole('form', { name: 'Регистрация' });
  await registration.waitFor();
  await registration.getByLabel(/^Имя/).fill(name);
  await tap(registration.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
  await tap(registration.getByRole('button', { name: 'Зарегистрироваться' }));
  await registration.waitFor({ state: 'detached' });
}

interface Card {
  NAME: string;
  URL: string;
}

/** The listing of a section by its code, from the api, for a journey to pick a product of. */
export async function sectionProducts(code: string, query = 'available=Y&limit=60'): Promise<Card[]> {
  const res = await fetch(`${inject('baseUrl')}/api/catalog/${code}/?${query}`);
  const { data } = (await res.json()) as { data: { ITEMS: Card[] } };
  return data.ITEMS;
}

/** A section's storefront address by code, from the api's section list. */
export async function sectionUrl(code: string): Promise<string> {
  const res = await fetch(`${inject('baseUrl')}/api/catalog/section-list/`);
  const { data } = (await res.json()) as { data: Array<{ CODE: string; URL: string }> };
  const section = data.find((s) => s.CODE === code);
  if (!section) throw new Error(`Нет раздела ${code}`);
  return section.URL;
}

/** Opens a page by its address and waits until React has taken it over. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
