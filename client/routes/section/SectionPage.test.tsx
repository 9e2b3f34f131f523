import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { filterParams, keys } from '../../../shared/api/keys';
import { facets, listing, productCard } from '../../testing/catalog';
import { fallbackFor } from '../../testing/fixtures';
import { firstHeading, renderApp } from '../../testing/renderApp';

const SECTION = '/shop/7-bodi-category/';
const cards = [productCard(), productCard({ ID: 13, CODE: 'bodi-bezhevoe', NAME: 'Боди бежевое' })];

/** The section page with the api's answers for the filter in `search`, as the server prefetches them. */
function renderSection(search: string, answer = listing(cards), facetAnswer = facets) {
  const filter = filterParams(new URLSearchParams(search));
  const fallback = {
    ...fallbackFor(SECTION),
    [unstable_serialize(keys.listing('bodi', filter))]: answer,
    [unstable_serialize(keys.facets({ section: 'bodi' }, filter))]: facetAnswer,
  };
  return renderApp(`${SECTION}${search}`, fallback).then((html) => html.replace(/<!-- -->/g, ''));
}

const form = (html: string) => /<form [^>]*method="get"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

/** The opening tags named `name` whose attributes include all of `attrs` (in any order). */
function tags(html: string, name: string, attrs: Record<string, string>): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))]
    .map((m) => m[0])
    .filter((tag) => Object.entries(attrs).every(([k, v]) => tag.includes(` ${k}="${v}"`)));
}

/** The text of the <a> whose attributes include `attrs`. */
function linkText(html: string, attrs: Record<string, string>): string[] {
  return [...html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)]
    .map((m) => m[0])
    .filter((a) => Object.entries(attrs).every(([k, v]) => a.slice(0, a.indexOf('>')).includes(` ${k}="${v}"`)))
    .map((a) => a.replace(/<[^>]+>/g, ''));
}

describe('a section page', () => {
  it('shows its name, its products and a filter form that works without JavaScript', async () => {
    const html = await renderSection('');
    expect(firstHeading(html)).toBe('Боди');
    expect(html).toContain('Боди бежевое');
    const filters = form(html);
    expect(tags(filters, 'form', { action: SECTION, method: 'get' })).toHaveLength(1);
    for (const name of ['size', 'color', 'price_from', 'price_to', 'available']) expect(filters).toContain(`name="${name}"`);
    expect(filters).toContain('>Показать 48 товаров</button>');
  });

  it('keeps the chosen filter checked and disables values nothing matches, unless chosen', async () => {
    const html = await renderSection('?size=62&size=104&available=Y&sort=price_asc');
    const filters = form(html);
    expect(tags(filters, 'input', { name: 'size', value: '62', checked: '' })).toHaveLength(1);
    // 104 matches nothing but is chosen: it stays enabled so it can be unticked.
    const size104 = tags(filters, 'input', { name: 'size', value: '104', checked: '' });
    expect(size104).toHaveLength(1);
    expect(size104[0]).not.toContain('disabled');
    expect(tags(filters, 'input', { name: 'color', value: 'grafit', disabled: '' })).toHaveLength(1);
    expect(tags(filters, 'input', { name: 'color', value: 'molochnyy' })[0]).not.toContain('disabled');
    expect(tags(filters, 'input', { name: 'available', value: 'Y', checked: '' })).toHaveLength(1);
    expect(tags(filters, 'input', { type: 'hidden', name: 'sort', value: 'price_asc' })).toHaveLength(1);
  });

  it('sorts and pages with plain links that keep the filter', async () => {
    const html = await renderSection('?size=62&page=2', listing(cards, 2, 3));
    expect(linkText(html, { href: `${SECTION}?size=62&amp;sort=price_asc` })).toEqual(['Сначала дешевле']);
    expect(linkText(html, { href: `${SECTION}?size=62`, 'aria-current': 'true' })).toEqual(['Популярные']);
    expect(tags(html, 'a', { href: `${SECTION}?size=62&amp;page=3`, rel: 'next', 'aria-label': 'Следующая страница' })).toHaveLength(1);
    expect(tags(html, 'a', { href: `${SECTION}?size=62`, rel: 'prev', 'aria-label': 'Предыдущая страница' })).toHaveLength(1);
    expect(tags(html, 'a', { 'aria-current': 'page', 'aria-label': 'Страница 2' })).toHaveLength(1);
  });

  it('says nothing was found and offers to reset the filter', async () => {
    const html = await renderSection('?color=grafit', listing([]), { ...facets, TOTAL: 0 });
    expect(html).toContain('Ничего не нашлось — попробуйте убрать часть фильтров');
    expect(linkText(html, { href: SECTION })).toContain('Сбросить фильтры');
    expect(form(html)).toContain('>Показать 0 товаров</button>');
  });

  it('opens the filters on phones through a #filters link, so the sheet opens without JavaScript', async () => {
    const html = await renderSection('?size=62');
    expect(tags(html, 'a', { href: '#filters', role: 'button', 'aria-expanded': 'false', 'aria-controls': 'filters' })).toHaveLength(1);
    expect(html).toContain('id="filters"');
  });

  it('still shows its name and a loading line while the products are on their way', async () => {
    const html = await renderApp(SECTION);
    expect(firstHeading(html)).toBe('Боди');
    expect(html).toContain('Загружаем товары…');
  });
});
