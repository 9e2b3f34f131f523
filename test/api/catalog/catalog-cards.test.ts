import { describe, expect, it } from 'vitest';
import { loadCards } from '../../../api/catalog/cards';
import { productCardSchema } from '../../../shared/contract/catalog';
import { useCatalogApi } from './catalog-fixture';

describe('loadCards', () => {
  const api = useCatalogApi();
  const fx = () => api().fixture;

  it('answers cards in the order asked, skipping unknown and inactive ids', async () => {
    const ids = [fx().id['polzunki-moloko']!, 999_999, fx().id['bodi-skrytoe']!, fx().id['bodi-moloko']!];
    const cards = await loadCards(api().db, ids);
    expect(cards.map((c) => c.CODE)).toEqual(['polzunki-moloko', 'bodi-moloko']);
    for (const card of cards) productCardSchema.parse(card);
    expect(await loadCards(api().db, [])).toEqual([]);
    expect(await loadCards(api().db, [-1, 0, 2 ** 40])).toEqual([]);
  });

  it('fills every field of a card from the product, its colour, section, offers and pictures', async () => {
    const [card] = await loadCards(api().db, [fx().id['bodi-bezh']!]);
    expect(card).toEqual({
      ID: fx().id['bodi-bezh'],
      CODE: 'bodi-bezh',
      NAME: 'Боди бежевое',
      URL: `/shop/${fx().id['bodi-bezh']}-bodi-bezh-product/`,
      PREVIEW_PICTURE: '/images/test/bodi-bezh-1.svg',
      HOVER_PICTURE: '/images/test/bodi-bezh-2.svg',
      PRICE: 1500,
      OLD_PRICE: 2000,
      PRICE_FROM: false,
      COLOR: { CODE: 'bezhevyy', NAME: 'Бежевый', HEX: '#e0cdb0' },
      SIZES: [
        { ID: expect.any(Number), NAME: '62', AVAILABLE: true },
        { ID: expect.any(Number), NAME: '68', AVAILABLE: false },
      ],
      AVAILABLE: true,
      FLAGS: { NEW: false, POPULAR: false, SALE: true },
      SECTION: { ID: fx().section.bodi, CODE: 'bodi', NAME: 'Боди', URL: `/shop/${fx().section.bodi}-bodi-category/` },
    });
  });

  it('has no hover picture with one picture, is unavailable with every size sold out', async () => {
    const [card] = await loadCards(api().db, [fx().id['bodi-seroe']!]);
    expect(card?.HOVER_PICTURE).toBeNull();
    expect(card?.AVAILABLE).toBe(false);
    expect(card?.SIZES.map((s) => s.AVAILABLE)).toEqual([false, false]);
    const [flagged] = await loadCards(api().db, [fx().id['bodi-moloko']!]);
    expect(flagged?.FLAGS).toEqual({ NEW: true, POPULAR: true, SALE: false });
    expect(flagged?.OLD_PRICE).toBeNull();
  });

  it('keeps offers in their sort order, not by name', async () => {
    const [card] = await loadCards(api().db, [fx().id['legginsy-oliva']!]);
    expect(card?.SIZES.map((s) => s.NAME)).toEqual(['104', '86', '92']);
  });
});
