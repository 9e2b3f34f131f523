import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openOrder, signInAsDemoOwner, shoot, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
import { DESKTOP, openShopPage, PHONE, useBrowser } from './support/browser';
import { placeOrder, type PlacedOrder } from './support/shopper';

/**
 * The hand-over to the carrier (issue 25), with `npm start`'s sandbox «Посылкин»: the owner packs a
 * paid order, hands it over, sees its number and the parcel's state, and opens the waybill to print;
 * the same page at a phone's width.
 */
const browser = useBrowser();
mkdirSync(SHOTS_DIR, { recursive: true });

async function asOwner(size: typeof PHONE, steps: (page: Page) => Promise<void>) {
  const { page, problems, close } = await openShopPage(browser(), size);
  try {
    await signInAsDemoOwner(page, inject('demoOwner'));
    await steps(page);
    expect(withoutSignedOutCheck(problems)).toEqual([]);
  } finally {
    await close();
  }
}

describe('an order handed to the carrier from the back office (issue 25)', () => {
  let order: PlacedOrder | undefined;

  it('at 1440x900: packs a paid order, hands it to «Посылкин», and opens its waybill', async () => {
    const shopper = await openShopPage(browser(), PHONE);
    try {
      order = await placeOrder(shopper.page);
    } finally {
      await shopper.close();
    }
    await asOwner(DESKTOP, async (page) => {
      await openOrder(page, order!.code, false);
      await page.getByRole('button', { name: 'Подтвердить и собрать' }).click();
      await page.getByText('Собирается', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Передать в «Посылкин»' }).click();
      await page.getByText('Заказ передан: «Посылкин»').waitFor();
      await page.getByText('Отправлен', { exact: true }).first().waitFor();
      await page.getByText('Принят перевозчиком').first().waitFor();
      await shoot(page, 'shipments-1440-1-handed-over', true);
      const [waybill] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Печать накладной' }).click()]);
      await waybill.waitForLoadState();
      expect(await waybill.content()).toContain(order!.code);
      await shoot(waybill, 'shipments-1440-2-waybill', true);
    });
  });

  it('at 390x844: the handed-over order shows its carrier, number and parcel', async () => {
    await asOwner(PHONE, async (page) => {
      await openOrder(page, order!.code, true);
      await page.getByText('Принят перевозчиком').first().waitFor();
      await page.getByRole('button', { name: 'Печать накладной' }).waitFor();
      await shoot(page, 'shipments-390-1-handed-over', true);
    });
  });
});
