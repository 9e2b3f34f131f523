import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop, type TestShop } from './support/shop';

const get = (shop: TestShop, path: string) => request(shop.app).get(path).set('user-agent', 'Googlebot');
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the search page /search/ (spec §2.7), server-rendered', () => {
  const shop = useTestShop({}, 'file');

  it('has a search form that works without JavaScript: GET /search/ with QUERY', async () => {
    const res = await get(shop(), '/search/?QUERY=%D0%B1%D0%BE%D0%B4%D0%B8');
    expect(res.status).toBe(200);
    const form = /<form [^>]*>[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? '';
    expect(form).toMatch(/^<form role="search"[^>]* action="\/search\/" method="get"/);
    expect(form).toMatch(/<input type="search" placeholder="Название товара"[^>]* name="QUERY" value="боди"/);
    expect(res.text).toContain('>Найти</button>');
  });

  it('shows the results as product cards with the count', async () => {
    const res = await get(shop(), '/search/?QUERY=%D0%B1%D0%BE%D0%B4%D0%B8');
    expect(text(res.text)).toContain('Найден 1 товар по запросу «боди»');
    expect(res.text).toContain('href="/shop/5-bodi-molochnyy-product/"');
  });

  it('links to the other pages with the query kept', async () => {
    const res = await get(shop(), '/search/?QUERY=%D0%BC%D0%BD%D0%BE%D0%B3%D0%BE&page=2');
    expect(text(res.text)).toContain('Найдено 50 товаров по запросу «много»');
    const hrefs = [...res.text.matchAll(/href="(\/search\/\?[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(hrefs).toContain('/search/?QUERY=%D0%BC%D0%BD%D0%BE%D0%B3%D0%BE&page=3');
    expect(hrefs.some((h) => h === '/search/?QUERY=%D0%BC%D0%BD%D0%BE%D0%B3%D0%BE')).toBe(true);
  });

  it('says nothing was found and asks to check the query', async () => {
    const res = await get(shop(), '/search/?QUERY=%D0%B6%D0%B8%D1%80%D0%B0%D1%84');
    const html = text(res.text);
    expect(html).toContain('Ничего не найдено');
    expect(html).toContain('По запросу «жираф» ничего не найдено. Проверьте, нет ли ошибок в запросе.');
  });

  it('asks for a query when there is none, and does not call the api', async () => {
    const before = shop().api.requests.length;
    const res = await get(shop(), '/search/');
    expect(text(res.text)).toContain('Введите запрос');
    expect(text(res.text)).toContain('Начните вводить название или цвет товара.');
    expect(
      shop()
        .api.requests.slice(before)
        .some((r) => r.url.includes('search')),
    ).toBe(false);
  });

  it('keeps the search links in the header and the bottom menu as links to /search/ for a page without JavaScript', async () => {
    const res = await get(shop(), '/o-brende/');
    const searchLinks = res.text.match(/<a [^>]*href="\/search\/"[^>]*>/g) ?? [];
    expect(searchLinks).toHaveLength(2);
    for (const link of searchLinks) expect(link).toContain('role="button"');
  });
});
