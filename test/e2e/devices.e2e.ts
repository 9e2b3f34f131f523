import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissOneTimeNotices } from './support/notices';
import { journey, openShopPage, PHONE, useBrowser, waitForHydration } from './support/browser';
import { newPhone, signInWithDemoCode, tap, visit } from './support/account';
import { CODE_RESEND_SECONDS } from '../../api/limits/service';

const browser = useBrowser();

/** The parent's second phone: Yandex's browser, as many in Russia use. */
const YANDEX_PHONE =
  'Mozilla/5.0 (Linux; Android 12; M2101K6G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.1.79.00 Mobile Safari/537.36';

/**
 * A sign-in code may be asked for one phone once a minute: the second phone waits for it, as its
 * owner would. The api's rule is a time, and it gives no sign of it to a browser that has not asked.
 */
const CODE_RESEND_MS = (CODE_RESEND_SECONDS + 1) * 1000;

/** Signs in to an account the phone already has, from the sign-in page the shopper is on. */
async function signInAgain(page: Page, phone: string) {
  const form = page.getByRole('form', { name: 'Вход по номеру телефона' });
  await form.getByLabel('Телефон').pressSequentially(phone);
  await tap(form.getByRole('button', { name: 'Получить код' }));
  const demo = page.getByText(/^Код для входа \(демо\): \d{6}$/);
  await demo.waitFor();
  await form.getByLabel('Код из СМС').fill(/(\d{6})$/.exec((await demo.textContent())!)![1]!);
  await tap(form.getByRole('button', { name: 'Войти' }));
}

/** «Где вы вошли» as the page shows it: each browser's name and whether it is this one. */
async function devicesSeen(page: Page) {
  const panel = page.getByRole('region', { name: 'Где вы вошли' });
  await panel.getByRole('listitem').first().waitFor();
  return panel
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => ({ name: li.querySelector('strong')?.textContent ?? '', current: li.getAttribute('aria-current') === 'true' })),
    );
}

describe('«Где вы вошли» (issue 21)', () => {
  it(
    'a parent signs in on two phones, sees both, and «Выйти на всех устройствах» signs both out',
    async () => {
      const phone = newPhone();
      const first = await openShopPage(browser(), PHONE);
      const second = await openShopPage(browser(), PHONE, { userAgent: YANDEX_PHONE });
      try {
        await dismissOneTimeNotices(first.page);
        await dismissOneTimeNotices(second.page);

        // The first phone: a new account, then the area lists this phone alone.
        await visit(first.page, '/personal/');
        await first.page.waitForURL('**/personal/login/?back=%2Fpersonal%2F');
        await signInWithDemoCode(first.page, phone, 'Светлана');
        const codeAsked = Date.now();
        await first.page.waitForURL('**/personal/');
        expect(await devicesSeen(first.page)).toEqual([{ name: 'Chrome, Android', current: true }]);

        // The second phone signs in to the same account once a new code may be asked.
        await second.page.waitForTimeout(Math.max(0, CODE_RESEND_MS - (Date.now() - codeAsked)));
        await visit(second.page, '/personal/');
        await signInAgain(second.page, phone);
        await second.page.waitForURL('**/personal/');
        await waitForHydration(second.page);
        expect(await devicesSeen(second.page)).toEqual([
          { name: 'Яндекс Браузер, Android', current: true },
          { name: 'Chrome, Android', current: false },
        ]);
        const lastUse = second.page.getByRole('region', { name: 'Где вы вошли' }).getByText(/^сегодня в \d{1,2}:\d{2}$/);
        expect(await lastUse.count()).toBe(2);

        // The first phone sees both too, itself marked.
        await visit(first.page, '/personal/');
        expect(await devicesSeen(first.page)).toEqual([
          { name: 'Chrome, Android', current: true },
          { name: 'Яндекс Браузер, Android', current: false },
        ]);

        // From the second phone: out everywhere. It lands on the home page as a guest.
        await tap(second.page.getByRole('button', { name: 'Выйти на всех устройствах' }));
        await second.page.waitForURL((url) => url.pathname === '/');
        await second.page.getByText('Вы вышли на всех устройствах').waitFor();
        await second.page.getByRole('link', { name: 'Войти' }).first().waitFor();

        // The first phone is signed out too: its area sends it to sign in.
        await visit(first.page, '/personal/');
        await first.page.waitForURL('**/personal/login/?back=%2Fpersonal%2F');
        await first.page.getByRole('form', { name: 'Вход по номеру телефона' }).waitFor();

        expect(first.problems).toEqual([]);
        expect(second.problems).toEqual([]);
      } finally {
        await first.close();
        await second.close();
      }
    },
    3 * 60_000,
  );
});

describe('«Выйти» (issue 21: found beside «Выйти на всех устройствах»)', () => {
  it('lands on the home page as a guest, not on the sign-in page', async () => {
    await journey(browser(), PHONE, async (page) => {
      await visit(page, '/personal/');
      await signInWithDemoCode(page, newPhone(), 'Ирина');
      await page.waitForURL('**/personal/');
      await waitForHydration(page);
      await tap(page.getByRole('button', { name: 'Выйти', exact: true }));
      await page.getByRole('link', { name: 'Войти' }).first().waitFor();
      // Where the shopper lands once the header says «Войти»: home, whatever the page's transition.
      await page.waitForURL((url) => url.pathname === '/');
    });
  });
});
