import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { LISTED_CARD_FIELDS } from '../../client/components/product/listed-card';
import { listing, productCard, productDetail } from '../../client/testing/catalog';
import { fallbackFor } from '../../client/testing/fixtures';
import { renderApp } from '../../client/testing/renderApp';
import { keys } from '../../shared/api/keys';
import type { ProductCard } from '../../shared/contract/catalog';
import { leanFallback } from '../../server/render/client-state';

const card = (ID: number, NAME: string) => productCard({ ID, CODE: `c${ID}`, NAME });
const s = unstable_serialize;

/** Each page that lists cards, with the keys its route reads, and a card name it must show. */
const PAGES: { url: string; data: Record<string, unknown>; shows: string }[] = [
  {
    url: '/',
    data: {
      [s(keys.block('new', 8))]: { ITEMS: [card(1, 'Боди новое')] },
      [s(keys.block('popular', 8))]: { ITEMS: [card(2, 'Боди популярное')] },
    },
    shows: 'Боди популярное',
  },
  { url: '/shop/7-bodi-category/', data: { [s(keys.listing('bodi', {}))]: listing([card(3, 'Боди в разделе')]) }, shows: 'Боди в разделе' },
  {
    url: '/search/?QUERY=боди',
    data: { [s(keys.searchPage('боди', 1))]: { ...listing([card(4, 'Боди найденное')]), QUERY: 'боди' } },
    shows: 'Боди найденное',
  },
  {
    url: '/shop/12-bodi-molochnoe-product/',
    data: { [s(keys.product('bodi-molochnoe'))]: productDetail({ RELATED: [card(5, 'Боди похожее')] }) },
    shows: 'Боди похожее',
  },
];

function cardsOf(data: unknown): ProductCard[] {
  const d = data as { ITEMS?: ProductCard[]; RELATED?: ProductCard[] };
  return d.ITEMS ?? d.RELATED ?? [];
}

describe('the cards of lists in the state a page hands the client', () => {
  it('keep only what a card reads; the product of a product page stays whole; the shared copies are not touched', () => {
    for (const { url, data } of PAGES) {
      const fallback = { ...fallbackFor(new URL(url, 'http://shop').pathname), ...data };
      const lean = leanFallback(fallback);
      for (const key of Object.keys(data)) {
        const cards = cardsOf(lean[key]);
        expect(cards.length, `${url}: ${key}`).toBe(1);
        expect(Object.keys(cards[0]!).sort()).toEqual([...LISTED_CARD_FIELDS].sort());
        expect(cards[0]!.FLAGS).toEqual({ NEW: true });
        // The api's answer, which the storefront may share between pages, keeps every field.
        expect(cardsOf(fallback[key])[0]).toHaveProperty('SECTION');
      }
    }
    const product = leanFallback(PAGES[3]!.data)[s(keys.product('bodi-molochnoe'))];
    expect(product).toMatchObject({ CODE: 'bodi-molochnoe', COLOR: { NAME: 'молочный' }, SECTION: { CODE: 'bodi' } });
  });

  // The compiler keeps client code off the dropped fields (useApi types lists' cards lean); this
  // shows the pages render the same from the lean state as from the api's answer.
  it('render every page that lists cards exactly as the whole cards do', async () => {
    for (const { url, data, shows } of PAGES) {
      const fallback = { ...fallbackFor(new URL(url, 'http://shop').pathname), ...data };
      const whole = await renderApp(url, fallback);
      expect(whole, url).toContain(shows);
      expect(await renderApp(url, leanFallback(fallback)), url).toBe(whole);
    }
  });
});
