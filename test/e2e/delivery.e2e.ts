import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, tap } from './support/account';
import { openOrder, signInAsDemoOwner, shoot, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
import { openShopPage, PHONE, useBrowser, waitForHydration, type ShopPage } from './support/browser';
import { dismissOneTimeNotices } from './support/notices';
import { oneInBasket, tick } from './support/shopper';

/**
 * Issue 25's journey at a phone's width, with `npm start`'s sandbox carrier «Посылкин» (its
 * statuses a second each in the e2e shop, global-setup.ts): a parent in Kazan picks her city, finds
 * the point on ул. Баумана by its street, sees the price and term there, and pays by SBP; the owner
 * packs the order, hands it to the carrier and prints its waybill; the carrier's webhook says it
 * was delivered, and the parent reads that on her order's page with the parcel's number.
 */
const browser = useBrowser();
mkdirSync(SHOTS_DIR, { recursive: true });

/** The pickup method's card: its price and term, as the draft priced them for the city on screen. */
const pickupCard = (page: Page) =>
  page.getByRole('form', { name: 'Оформление заказа' }).locator('label').filter({ hasText: 'Пункт выдачи' }).first();

/** Checkout from the basket to the paid order's page, in Kazan; answers the order's code. */
async function buyInKazan(page: Page): Promise<string> {
  await oneInBasket(page);
  await page.goto('/personal/order/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Оформление заказа' });
  await form.getByLabel('Имя').fill('Алия Хасанова');
  await form.getByLabel('Телефон').pressSequentially(newPhone());
  await tick(form.getByRole('radio', { name: /Пункт выдачи/ }));

  // A new shopper opens on the largest city, priced by the carrier's tariff to it from the first paint.
  await form.getByText('Город:').filter({ hasText: 'Москва' }).waitFor();
  const moscow = await pickupCard(page).textContent();
  expect(moscow).toMatch(/\d+\s?р\., 1–2 дня/);

  await tap(form.getByRole('button', { name: 'Изменить город' }));
  await form.getByRole('combobox', { name: 'Город' }).pressSequentially('каз');
  await tap(form.getByRole('option', { name: /^Казань/ }));
  await form.getByText('Город:').filter({ hasText: 'Казань' }).waitFor();
  // Kazan's tariff and term, not Moscow's.
  await expect.poll(() => pickupCard(page).textContent()).not.toBe(moscow);
  expect(await pickupCard(page).textContent()).toMatch(/\d+\s?р\., 2–3 дня/);

  await form.getByLabel('Улица или метро').fill('баумана');
  const points = form.getByRole('radiogroup', { name: /Пункт выдачи — Казань/ }).locator('label');
  // Only the points of that street are left (Kazan has 14), KZN-01 among them.
  const point = points.filter({ hasText: 'ул. Баумана, д. 44/8' });
  await point.waitFor();
  await expect.poll(async () => (await points.allTextContents()).every((card) => card.includes('ул. Баумана'))).toBe(true);
  expect(await points.count()).toBeLessThan(5);
  expect(await point.textContent()).toContain('Срок доставки: 2–3 дня');
  await shoot(page, 'delivery-390-1-kazan-point', true);
  await tap(point);
  expect(await point.getByRole('radio').isChecked()).toBe(true);

  await tick(form.getByRole('radio', { name: /СБП/ }));
  await tick(form.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
  await tap(form.getByRole('button', { name: 'Оформить заказ' }));
  await page.waitForURL(/\/personal\/order\/[A-Z0-9]+\/sbp\/$/);
  const code = /\/personal\/order\/([A-Z0-9]+)\/sbp\/$/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Оплатить (демо)' }).click();
  await page.getByRole('heading', { name: 'Заказ оплачен' }).waitFor();
  return code;
}

/** The owner packs the order, hands it over and prints its waybill; answers the carrier's id of the shipment (from the audit log). */
async function handOver(owner: ShopPage, code: string): Promise<string> {
  const { page } = owner;
  await signInAsDemoOwner(page, inject('demoOwner'));
  await openOrder(page, code, true);
  await tap(page.getByRole('button', { name: 'Подтвердить и собрать' }));
  await page.getByText('Собирается', { exact: true }).first().waitFor();
  await tap(page.getByRole('button', { name: 'Передать в «Посылкин»' }));
  await page.getByText('Заказ передан: «Посылкин»').waitFor();
  await page.getByText('Принят перевозчиком').first().waitFor();
  await shoot(page, 'delivery-390-2-handed-over', true);
  const [waybill] = await Promise.all([page.waitForEvent('popup'), tap(page.getByRole('button', { name: 'Печать накладной' }))]);
  await waybill.waitForLoadState();
  const slip = await waybill.content();
  expect(slip).toContain(code);
  expect(slip).toContain('Казань, ул. Баумана, д. 44/8');
  await waybill.close();

  // The carrier knows its shipment by its own id, which the shop wrote in the audit log at the hand-over.
  const id = /orders\/(\d+)/.exec(page.url())?.[1];
  expect(id).toBeDefined();
  const res = await page.request.get(`/api/admin/audit/?object=order&objectId=${id}`);
  const { data } = (await res.json()) as { data: { items: Array<{ action: string; after: { externalId?: string } | null }> } };
  const handover = data.items.find((e) => e.action === 'order.handover');
  expect(handover?.after?.externalId).toMatch(/^sbx-/);
  return handover!.after!.externalId!;
}

/** The carrier's ORDER_STATUS notice, as it posts it, until the sandbox has the parcel delivered (its fourth second). */
async function carrierSaysDelivered(externalId: string) {
  const notice = { type: 'ORDER_STATUS', uuid: externalId, attributes: { code: 'DELIVERED' } };
  const post = async () => {
    const res = await fetch(`${inject('baseUrl')}/api/delivery/notify/sandbox/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notice),
    });
    return ((await res.json()) as { data: { result: string } }).data.result;
  };
  // Before its time the carrier's own word is applied instead: accepted, in transit, at the point.
  await expect.poll(post, { timeout: 15_000, interval: 1_000 }).toBe('moved');
  // Sent again, it moves nothing more.
  expect(await post()).toBe('recorded');
}

describe('a parent in Kazan and the parcel the shop sends her (issue 25)', () => {
  it('at 390x844: Kazan → the point on ул. Баумана → SBP; the owner hands it over and prints the waybill; a webhook marks it delivered', async () => {
    const shopper = await openShopPage(browser(), PHONE);
    const owner = await openShopPage(browser(), PHONE);
    try {
      await dismissOneTimeNotices(shopper.page);
      const code = await buyInKazan(shopper.page);
      const externalId = await handOver(owner, code);
      await carrierSaysDelivered(externalId);

      const { page } = shopper;
      await page.goto(`/personal/orders/${code}/`);
      await waitForHydration(page);
      const delivery = page.getByRole('heading', { name: 'Доставка' }).locator('..');
      await delivery.getByText('Вручён').waitFor();
      expect(await delivery.textContent()).toContain('Казань, ул. Баумана, д. 44/8');
      const tracking = delivery.getByRole('link', { name: /^7\d{9}$/ });
      expect(await tracking.getAttribute('href')).toMatch(/7\d{9}$/);
      await page.getByText('Доставлен', { exact: true }).first().waitFor();
      await shoot(page, 'delivery-390-3-delivered', true);
      expect(shopper.problems).toEqual([]);
      expect(withoutSignedOutCheck(owner.problems)).toEqual([]);
    } finally {
      await Promise.all([shopper.close(), owner.close()]);
    }
  });
});
