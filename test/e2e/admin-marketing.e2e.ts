import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openMenu, signInAsDemoOwner, shoot, SHOTS_DIR, withoutSignedOutCheck } from './support/admin';
import { DESKTOP, journey, openShopPage, PHONE, useBrowser, waitForHydration } from './support/browser';
import { pastThePostersMoment } from './support/notices';
import { formatPrice } from '../../shared/format/number';

/**
 * Issue 24's marketing journeys: the owner creates a coupon in the back office, which a shopper then
 * applies in the basket; she puts up a poster, which shows on the page it names and not on another;
 * and the new screens (delivery, certificates, the stock watch, the sizes' thresholds, the coupon's
 * sections) as staff see them on a laptop and a phone.
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

const COUPON = 'E2E-ЛЕТО';
const POSTER = 'Плакат для контактов';

/** A guest buys a gift certificate and pays it in the sandbox, through the storefront's calls, as its checkout sends them. */
async function buyCertificate(page: Page): Promise<void> {
  const request = page.context().request;
  const data = async <T>(res: Awaited<ReturnType<typeof request.get>>): Promise<T> => {
    const envelope = (await res.json()) as { status: string; data: T; errors?: Array<{ message: string }> };
    if (envelope.status !== 'ok') throw new Error(`${res.url()}: ${envelope.errors?.[0]?.message}`);
    return envelope.data;
  };
  const listing = await data<{ ITEMS: Array<{ SIZES: Array<{ ID: number }> }> }>(
    await request.get('/api/catalog/podarochnyy_sertifikat/?available=Y&limit=60'),
  );
  await data(await request.get(`/api/basket/add/?id=${listing.ITEMS[0]!.SIZES[0]!.ID}&quantity=1`));
  await data(await request.post('/api/order/', { data: {} }));
  // Certificates alone: no delivery step, so the checkout sends none.
  const placed = await data<{ order: { CODE: string } }>(
    await request.post('/api/order/checkout/', {
      data: { name: 'Ирина', phone: '+7 (916) 555-12-35', payment: 'sbp', consent: true, idempotencyKey: randomUUID() },
    }),
  );
  await data(await request.get(`/api/order/getPaymentByOrderCode/${placed.order.CODE}/`));
  await data(await request.post(`/api/payment/sandbox/${placed.order.CODE}/pay/`, { data: {} }));
}

/** At the top of the page, where a phone's app bar (hidden while scrolling down) shows its menu button. */
const toTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

describe('the owner’s marketing in the back office, as shoppers then meet it (issue 24)', () => {
  it('a guest buys a gift certificate, which the back office then lists', async () => {
    await journey(browser(), PHONE, async (page) => {
      await page.goto('/');
      await buyCertificate(page);
    });
  });

  it('at 1440x900: the stock watch, a size’s threshold, delivery, certificates; a coupon and a poster put up', async () => {
    await asOwner(DESKTOP, async (page) => {
      const watch = page.getByRole('region', { name: 'Заканчиваются' });
      await watch.getByRole('link').first().waitFor();
      await shoot(page, '1440-marketing-1-dashboard', true);
      await watch.getByRole('link').first().click();
      await page.getByLabel('Порог, шт.').first().fill('2');
      await page.getByRole('region', { name: 'Размеры' }).scrollIntoViewIfNeeded();
      await shoot(page, '1440-marketing-2-sizes-threshold');
      await page.getByRole('button', { name: 'Сохранить размеры' }).click();
      await page.getByText('Размеры сохранены').waitFor();
      await expect.poll(() => page.getByLabel('Порог, шт.').first().inputValue()).toBe('2');

      await openMenu(page, 'Доставка', false);
      const pickup = page.getByRole('form', { name: /пункт/i }).first();
      await pickup.getByLabel('Бесплатно от, ₽').fill('5 000');
      await pickup.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText(/^Сохранено/).waitFor();
      await shoot(page, '1440-marketing-3-delivery', true);

      await openMenu(page, 'Сертификаты', false);
      await page.getByText('действует', { exact: true }).first().waitFor();
      await shoot(page, '1440-marketing-4-certificates');
      await page.getByText('действует', { exact: true }).first().click();
      await page.waitForURL(/\/admin\/certificates\/\d+\/show$/);
      await page.getByRole('region', { name: 'Движение средств' }).waitFor();
      await shoot(page, '1440-marketing-4a-certificate');
      await page.getByRole('button', { name: 'Перевыпустить' }).click();
      const reissue = page.getByRole('dialog', { name: 'Перевыпустить сертификат?' });
      await reissue.getByLabel('Причина (останется в журнале)').fill('Покупатель потерял код');
      await reissue.getByRole('button', { name: 'Перевыпустить' }).click();
      const shown = page.getByRole('dialog', { name: 'Новый код сертификата' });
      expect(await shown.getByLabel('Код').textContent()).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
      await shoot(page, '1440-marketing-4b-new-code');
      await shown.getByRole('link', { name: 'Открыть новый сертификат' }).click();
      await page.getByText('Выпущен взамен прежнего').waitFor();
      await page.getByRole('button', { name: 'Заблокировать' }).click();
      const block = page.getByRole('dialog', { name: 'Заблокировать сертификат?' });
      await shoot(page, '1440-marketing-4c-block');
      await block.getByLabel('Причина (останется в журнале)').fill('Проверка блокировки');
      await block.getByRole('button', { name: 'Заблокировать' }).click();
      await page.getByText('Сертификат заблокирован').waitFor();

      await openMenu(page, 'Промокоды', false);
      await page.getByRole('link', { name: 'Создать' }).click();
      await page.getByLabel('Код').fill(COUPON);
      await page.getByLabel('Скидка, %').fill('10');
      await page.getByLabel('Разделы').click();
      await page.getByRole('option').first().waitFor();
      await shoot(page, '1440-marketing-5-coupon-sections');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('E2E-ЛЕТО').first().waitFor();

      await openMenu(page, 'Плакаты', false);
      await page.getByRole('link', { name: 'Создать' }).click();
      await page.getByLabel('Название').fill(POSTER);
      await page.getByLabel('Картинка (/images/… или /media/…)').fill('/images/posters/gift.svg');
      await page.getByLabel('Текст (HTML: скрипты и стили удаляются при сохранении)').fill('<p>Мы на связи каждый день</p>');
      await page.getByLabel('Показывать на страницах (по одной в строке; /personal/* — раздел целиком)').fill('/kontakty/');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Элемент создан').waitFor();
      await openMenu(page, 'Плакаты', false);
      await page.getByText(POSTER).first().waitFor();
    });
  });

  it('at 390x844: a shopper applies the coupon in the basket and sees its discount and the new free-delivery threshold', async () => {
    await journey(browser(), PHONE, async (page) => {
      await page.goto('/');
      await waitForHydration(page);
      const request = page.context().request;
      const listing = (await (await request.get('/api/catalog/?available=Y&limit=20')).json()) as {
        data: { ITEMS: Array<{ SIZES: Array<{ ID: number; AVAILABLE: boolean }> }> };
      };
      const size = listing.data.ITEMS.flatMap((c) => c.SIZES).find((s) => s.AVAILABLE)!;
      expect((await request.get(`/api/basket/add/?id=${size.ID}&quantity=1`)).ok()).toBe(true);
      await page.goto('/personal/basket/');
      await waitForHydration(page);
      // The owner's threshold, not spec §9's 7 000: the basket reads it live.
      const { data } = (await (await request.get('/api/basket/')).json()) as {
        data: { basket: { DELIVERY: { FREE_FROM: number; LEFT_FOR_FREE: number } } };
      };
      expect(data.basket.DELIVERY.FREE_FROM).toBe(5000);
      await page.getByRole('progressbar', { name: 'До бесплатной доставки' }).waitFor();
      expect(await page.getByRole('progressbar', { name: 'До бесплатной доставки' }).getAttribute('aria-valuetext')).toBe(
        data.basket.DELIVERY.LEFT_FOR_FREE > 0 ? `Осталось ${formatPrice(data.basket.DELIVERY.LEFT_FOR_FREE)}` : 'Доставка бесплатно',
      );
      await page.getByRole('textbox', { name: 'Промокод' }).fill(COUPON.toLowerCase());
      await page.getByRole('button', { name: 'Применить' }).click();
      const applied = page.getByRole('region', { name: 'Промокод' });
      await applied.getByText(COUPON, { exact: true }).waitFor();
      await applied.getByText(/^−\d/).waitFor();
      await page.getByText('Скидка', { exact: true }).waitFor();
      await shoot(page, '390-marketing-shopper-coupon', true);
    });
  });

  it('at 390x844: a fresh shopper sees the poster on the page it names, and not on another', async () => {
    const { page, problems, close } = await openShopPage(browser(), PHONE);
    try {
      // The demo's two posters seen half a minute ago: kept back by their own pause, but past the
      // 10 s between any two posters (client/components/poster/schedule.ts), so the new one may show.
      await page.addInitScript(() => {
        localStorage.setItem('cookies:accepted', '1');
        const before = Date.now() - 30_000;
        localStorage.setItem('posters:shown', JSON.stringify({ 1: before, 2: before }));
      });
      await page.goto('/o-brende/');
      await pastThePostersMoment(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.goto('/kontakty/');
      const poster = page.getByRole('dialog');
      await poster.getByText('Мы на связи каждый день').waitFor();
      await shoot(page, '390-marketing-shopper-poster');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('at 390x844: the new screens on the owner’s phone', async () => {
    await asOwner(PHONE, async (page) => {
      await page.getByRole('region', { name: 'Заканчиваются' }).waitFor();
      await page.getByRole('region', { name: 'Заканчиваются' }).scrollIntoViewIfNeeded();
      await shoot(page, '390-marketing-1-dashboard');
      await page.getByRole('region', { name: 'Заканчиваются' }).getByRole('link').first().click();
      await page.getByLabel('Порог, шт.').first().scrollIntoViewIfNeeded();
      await shoot(page, '390-marketing-2-sizes-threshold');
      await toTop(page);

      await openMenu(page, 'Доставка', true);
      await page.getByRole('region', { name: 'Пункты выдачи' }).waitFor();
      await shoot(page, '390-marketing-3-delivery', true);
      // Spec §9's threshold back, for the storefront's journeys after this file.
      const pickup = page.getByRole('form', { name: /пункт/i }).first();
      await pickup.getByLabel('Бесплатно от, ₽').fill('7000');
      await pickup.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText(/^Сохранено/).waitFor();
      await page.getByRole('button', { name: 'Добавить пункт' }).click();
      await shoot(page, '390-marketing-4-add-point');
      await page.getByRole('button', { name: 'Назад' }).click();
      await toTop(page);

      await openMenu(page, 'Сертификаты', true);
      await page
        .getByText(/· заблокирован/)
        .first()
        .waitFor();
      await shoot(page, '390-marketing-5-certificates');
      await page
        .getByText(/· заблокирован/)
        .first()
        .click();
      await page.getByRole('region', { name: 'Движение средств' }).waitFor();
      await shoot(page, '390-marketing-5a-certificate', true);
      await toTop(page);

      await openMenu(page, 'Промокоды', true);
      await page.getByText(COUPON).click();
      await page.getByLabel('Разделы').scrollIntoViewIfNeeded();
      await shoot(page, '390-marketing-6-coupon');
      await toTop(page);

      // The poster taken down again, so that no later journey's first visit of /kontakty/ meets it.
      await openMenu(page, 'Плакаты', true);
      await page.getByText(POSTER).click();
      await page.getByLabel('Показывается').uncheck();
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText(/^Элемент обновл/).waitFor();
    });
  });
});
