import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { formatPrice } from '../../../shared/format';
import { productDetail } from '../../testing/catalog';
import { fallbackFor } from '../../testing/fixtures';
import { firstHeading, renderApp } from '../../testing/renderApp';

const URL = '/shop/12-bodi-molochnoe-product/';

function renderProduct(url = URL, detail = productDetail()) {
  const fallback = {
    ...fallbackFor(new globalThis.URL(url, 'http://shop').pathname),
    [unstable_serialize(keys.product('bodi-molochnoe'))]: detail,
  };
  return renderApp(url, fallback).then((html) => html.replace(/<!-- -->/g, ''));
}

const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the product page', () => {
  it('shows the name, crumbs along its sections, price and old price', async () => {
    const html = await renderProduct();
    expect(firstHeading(html)).toBe('Боди молочное с коротким рукавом');
    const trail = /<nav aria-label="Хлебные крошки"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(text(trail).trim()).toBe('Главная Магазин Одежда Боди Боди молочное с коротким рукавом');
    expect(text(html)).toContain('990 р. Старая цена: 1 290 р.');
  });

  it('shows «от» the lowest price while no size is chosen when the sizes cost differently, and the only size its own price', async () => {
    const differ = productDetail({
      OFFERS: [
        { ID: 101, SIZE: '50–56', AVAILABLE: true, QUANTITY: 3, PRICE: 990, OLD_PRICE: 1290 },
        { ID: 103, SIZE: '68', AVAILABLE: true, QUANTITY: 3, PRICE: 1190, OLD_PRICE: null },
      ],
    });
    expect(text(await renderProduct(URL, differ))).toContain('от 990 р.');
    const one = productDetail({ OFFERS: [{ ID: 103, SIZE: '68', AVAILABLE: true, QUANTITY: 3, PRICE: 1190, OLD_PRICE: null }] });
    const html = text(await renderProduct(URL, one));
    expect(html).toContain('−23% 1 190 р. Цвет');
  });

  it('offers sizes in order as radio buttons, sold-out ones disabled and marked «нет»', async () => {
    const html = await renderProduct();
    const radios = [...html.matchAll(/<label[^>]*><input[^>]*type="radio"[^>]*>[\s\S]*?<\/label>/g)].map((m) => m[0]);
    expect(radios.map((r) => text(r).trim())).toEqual(['50–56', '62 нет', '68']);
    expect(radios[1]).toContain('disabled=""');
    expect(radios[0]).not.toContain('disabled');
  });

  it('has the basket button, the heart, composition, care and the capsule link', async () => {
    const html = await renderProduct();
    expect(html).toMatch(/<button[^>]*>[\s\S]*?В корзину<\/button>/);
    expect(html).toMatch(/<button[^>]*>Купить в один клик<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>[\s\S]*?<span>В избранное<\/span><\/button>/);
    const plain = text(html);
    for (const part of [
      'Состав 100% органический хлопок (GOTS)',
      'Уход Бережная стирка при 30 °C',
      'Из капсулы «Для новорождённых»',
      'Похожие товары',
      'Боди бежевое',
    ]) {
      expect(plain).toContain(part);
    }
  });

  it('links the other colours and opens pictures in the lightbox by buttons', async () => {
    const html = await renderProduct();
    expect(html).toMatch(/<a[^>]*aria-label="бежевый"[^>]*href="\/shop\/13-bodi-bezhevoe-product\/"/);
    expect(html).toContain('aria-label="Открыть фото 1 из 4"');
    expect(html).toMatch(
      /<img src="\/images\/products\/bodysuit-short-molochnyy-1.svg" alt="Боди молочное, фото 1" width="800" height="800" loading="eager"/,
    );
  });

  it('marks the first picture, the largest paint, for the module loader, and only that one', async () => {
    const pictures = [...(await renderProduct()).matchAll(/<img src="[^"]*" alt="Боди молочное, фото \d"[^>]*>/g)].map((m) => m[0]);
    expect(pictures[0]).toContain('elementtiming="main-picture"');
    expect(pictures[1]).not.toContain('elementtiming');
  });

  it('renders nothing of the recently viewed block on the server, so hydration matches', async () => {
    expect(await renderProduct()).not.toContain('Вы смотрели');
  });

  it('renders no product at an address that is not the canonical one: the client moves on', async () => {
    const html = await renderProduct('/shop/bodi-molochnoe-product/');
    expect(html).not.toContain('В корзину');
  });

  it('keeps a heading while the product has not arrived', async () => {
    const html = await renderApp('/shop/99-no-such-product/');
    expect(firstHeading(html)).toBe('Товар');
    expect(html).toContain('Загружаем товар…');
  });

  it('shows a gift certificate as what it is: nominal, validity and how it arrives, not colour, size or care', async () => {
    const certificate = productDetail({
      NAME: 'Подарочный сертификат на 3 000 р.',
      PRICE: 3000,
      OLD_PRICE: null,
      OFFERS: [{ ID: 77, SIZE: 'Единый', AVAILABLE: true, QUANTITY: 10, PRICE: 3000, OLD_PRICE: null }],
      CERTIFICATE: { NOMINAL: 3000, VALID_MONTHS: 12 },
    });
    const html = await renderProduct(URL, certificate);
    const plain = text(html.replace(/<script[\s\S]*?<\/script>/g, ''));
    expect(plain).toContain(text(`Номинал ${formatPrice(3000)}`));
    expect(plain).toContain('Срок действия 12 месяцев со дня оплаты');
    expect(plain).toMatch(/Доставка не нужна: код сертификата появится на странице заказа сразу после оплаты по СБП и придёт в SMS/);
    for (const garment of ['Цвет:', 'Единый', 'Состав', 'Уход', 'Купить в один клик']) expect(plain).not.toContain(garment);
    expect(html).toMatch(/<button[^>]*>[\s\S]*?В корзину<\/button>/);
  });
});
