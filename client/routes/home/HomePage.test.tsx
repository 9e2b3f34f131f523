import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { formatPrice } from '../../../shared/format/number';
import { productCard, reviews } from '../../testing/catalog';
import { fallbackFor, staticInfo } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

describe('the main page', () => {
  it('shows new and popular products and parents’ reviews', async () => {
    const html = await renderApp('/', {
      ...fallbackFor('/'),
      [unstable_serialize(keys.block('new', 8))]: { ITEMS: [productCard()] },
      [unstable_serialize(keys.block('popular', 8))]: { ITEMS: [productCard({ ID: 13, NAME: 'Боди бежевое' })] },
      [unstable_serialize(keys.reviews())]: reviews,
    });
    expect(html).toContain('aria-label="Новинки"');
    expect(html).toContain('aria-label="Популярное"');
    expect(html).toContain('Боди бежевое');
    expect(html).toContain('Отзывы родителей');
    expect(html).toContain('aria-label="Оценка 5 из 5"');
    expect(html).toMatch(/<a [^>]*href="\/shop\/12-bodi-molochnoe-product\/"[^>]*>[\s\S]*?Боди молочное<\/span><\/a>/);
  });

  it('leaves the blocks out when the api gave nothing', async () => {
    const html = await renderApp('/');
    expect(html).not.toContain('aria-label="Новинки"');
    expect(html).not.toContain('Отзывы родителей');
  });

  it('promises free delivery from the threshold the owner set, not a figure written in the page (issue 24)', async () => {
    const html = await renderApp('/', {
      ...fallbackFor('/'),
      [unstable_serialize(keys.staticInfo())]: { ...staticInfo, FREE_DELIVERY_FROM: 5000 },
    });
    expect(html).toContain(`Доставка от ${formatPrice(5000)} бесплатно`);
    expect(html).not.toContain(`Доставка от ${formatPrice(7000)}`);
  });

  it('promises no free delivery when the owner made pickup never free (issue 24)', async () => {
    const never = { ...fallbackFor('/'), [unstable_serialize(keys.staticInfo())]: { ...staticInfo, FREE_DELIVERY_FROM: null, BANNER: '' } };
    const html = (await renderApp('/', never)).replaceAll('<!-- -->', '');
    expect(html).toContain('Доставка по всей России');
    expect(html).toContain('Доставка в пункты выдачи по всей России');
    expect(html).not.toMatch(/бесплатн/i);
    const path = '/informatsiya/';
    const info = await renderApp(path, {
      ...fallbackFor(path),
      [unstable_serialize(keys.staticInfo())]: { ...staticInfo, FREE_DELIVERY_FROM: null },
    });
    expect(info).toContain('Доставляем по всей России');
    expect(info).not.toContain('доставка в пункт выдачи бесплатная');
  });

  it('says so on the information page too', async () => {
    const path = '/informatsiya/';
    const html = await renderApp(path, {
      ...fallbackFor(path),
      [unstable_serialize(keys.staticInfo())]: { ...staticInfo, FREE_DELIVERY_FROM: 5000 },
    });
    // React marks where one text node ends and the next (the sum) begins.
    expect(html.replaceAll('<!-- -->', '')).toContain(`При заказе от ${formatPrice(5000)} доставка в пункт выдачи бесплатная.`);
  });
});
