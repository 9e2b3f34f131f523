import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../shared/api/keys';
import { matchPage } from './routes/match';
import { fallbackFor } from './testing/fixtures';
import { profile } from './testing/profile';
import { firstHeading, renderApp } from './testing/renderApp';

// One URL for every route of spec §2.1, with the heading its page shows.
const ROUTES: [string, string][] = [
  ['/', 'Одежда из органического хлопка'],
  ['/shop/', 'Магазин'],
  ['/shop/7-bodi-category/', 'Боди'],
  ['/shop/5-novorozhdennye_bodi-category/', 'Боди'],
  ['/shop/12-bodi-product/', 'Товар'],
  ['/shop/bodi-product/', 'Товар'],
  ['/shop/leto_2025/', 'Лето 2025'],
  ['/you-and-mama/', 'Вы и Mama'],
  ['/o-brende/', 'О бренде'],
  ['/informatsiya/', 'Информация'],
  ['/kontakty/', 'Контакты'],
  ['/size/', 'Таблица размеров'],
  ['/privacy/', 'Политика конфиденциальности'],
  ['/fashion/', 'Fashion'],
  ['/lookbook/', 'Лукбук'],
  ['/outlet/', 'Outlet'],
  ['/search/?QUERY=боди', 'Поиск'],
  ['/personal/', 'Личный кабинет'],
  ['/personal/login/', 'Вход'],
  ['/personal/registration/', 'Регистрация'],
  ['/personal/certificates/', 'Подарочные сертификаты'],
  ['/personal/subscribes/', 'Подписки'],
  ['/personal/promocodes/', 'Промокоды'],
  ['/personal/feedback/', 'Обратная связь'],
  ['/personal/information/', 'Личные данные'],
  ['/personal/basket/', 'Корзина'],
  ['/personal/favorites/', 'Избранное'],
  ['/personal/order/', 'Оформление заказа'],
  ['/personal/order/A-17/sbp/', 'Оплата через СБП'],
  ['/personal/orders/', 'Мои заказы'],
  ['/personal/orders/order/', 'Мои заказы'],
  ['/personal/orders/A-17/', 'Заказ №A-17'],
];

describe('the app', () => {
  it('renders the full Russian document with one title and a viewport without zoom', async () => {
    const html = await renderApp('/');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ru">/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Одежда для детей | интернет-магазин</title>');
    expect(html).toContain('user-scalable=no');
  });

  it.each(ROUTES)('shows the heading of %s', async (url, heading) => {
    // The pages for accounts render for a signed-in shopper, sign-in for a guest (as the server prefetches).
    const path = new URL(url, 'http://shop').pathname;
    const access = matchPage(path)?.route.access;
    const html = await renderApp(url, {
      ...fallbackFor(path),
      [unstable_serialize(keys.profile())]: access === 'account' ? profile() : null,
    });
    expect(firstHeading(html)).toBe(heading);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('shows breadcrumbs from «Главная» with the page itself as plain text', async () => {
    const html = await renderApp('/shop/5-novorozhdennye_bodi-category/');
    const trail = /<nav aria-label="Хлебные крошки"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const names = [...trail.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(names).toEqual(['Главная', 'Магазин', 'Одежда', 'Капсулы', 'Для новорождённых', 'Боди']);
    expect(trail).toMatch(/<a href="\/"[^>]*>Главная<\/a>/);
    expect(trail).toContain('<span aria-current="page">Боди</span>');
  });

  it('shows the 404 page for an unknown address and for a section that does not exist', async () => {
    for (const url of ['/no-such-page/', '/shop/99-nothing-category/', '/shop/Bad Slug/']) {
      const html = await renderApp(url);
      expect(firstHeading(html)).toBe('Страница не найдена');
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>На главную<\/a>/);
    }
  });

  it('keeps the SBP payment page in the wide layout: no header, footer or bottom menu', async () => {
    const html = await renderApp('/personal/order/A-17/sbp/');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('Нижнее меню');
  });

  it('shows the shell of the default layout: header links, banner, footer with the copyright', async () => {
    const html = await renderApp('/o-brende/');
    for (const text of ['Магазин', 'О бренде', 'Outlet', 'Бесплатная доставка при заказе от 7\u00a0000\u00a0р.', 'Нижнее меню']) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`© 2019–<!-- -->${new Date().getFullYear()}`);
    // The header's basket: its name (hidden words around the sum) and the sum, empty before it loads.
    expect(html).toContain('Корзина: 0 шт. на </span>');
    expect(html).toMatch(/>0\u00a0р\.<\/span>/);
  });

  it('still renders the shell when the api gave no data', async () => {
    const html = await renderApp('/shop/', {});
    expect(firstHeading(html)).toBe('Магазин');
    expect(html).toContain('Загружаем каталог');
  });
});
