import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { writeOfferNumbers } from '../../../api/catalog/service';
import { productDetailSchema } from '../../../shared/contract/catalog';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { useCatalogApi } from './catalog-fixture';

describe('GET /api/catalog/{element_code}/detail/ and /detail-complex/', () => {
  const api = useCatalogApi();
  const fx = () => api().fixture;

  const detail = async (code: string, complex = false) => {
    const response = await request(api().app).get(`/api/catalog/${code}/${complex ? 'detail-complex' : 'detail'}/`);
    expect(response.status).toBe(200);
    return expectEnvelope(response, productDetailSchema);
  };
  const ref = (code: string, name: string) => ({
    ID: fx().section[code],
    CODE: code,
    NAME: name,
    URL: `/shop/${fx().section[code]}-${code}-category/`,
  });

  it('answers the card with pictures, offers, texts, section path and the model colours', async () => {
    const d = await detail('bodi-moloko');
    expect(d.ID).toBe(fx().id['bodi-moloko']);
    expect(d.NAME).toBe('Боди молочное');
    expect(d.PRICE).toBe(1200);
    expect(d.PICTURES).toEqual([1, 2, 3].map((n) => ({ SRC: `/images/test/bodi-moloko-${n}.svg`, ALT: `Боди молочное, вид ${n}` })));
    // Stock is capped at 10: «осталось мало», not the warehouse count.
    expect(d.OFFERS.map(({ SIZE, AVAILABLE, QUANTITY }) => ({ SIZE, AVAILABLE, QUANTITY }))).toEqual([
      { SIZE: '50–56', AVAILABLE: true, QUANTITY: 3 },
      { SIZE: '62', AVAILABLE: false, QUANTITY: 0 },
      { SIZE: '68', AVAILABLE: true, QUANTITY: 10 },
    ]);
    expect(d.OFFERS.map((o) => o.ID)).toEqual(d.SIZES.map((s) => s.ID));
    expect(d.DESCRIPTION).toBe('Описание: Боди молочное');
    expect(d.COMPOSITION).toBe('100% органический хлопок');
    expect(d.CARE).toBe('Стирка при 30 °C');
    expect(d.CAPSULE).toBeNull();
    expect(d.SECTION_PATH).toEqual([ref('odezhda', 'Одежда'), ref('bodi', 'Боди')]);
    // The inactive product of the same model is not offered as a colour.
    expect(d.COLORS).toEqual([
      {
        ID: fx().id['bodi-moloko'],
        URL: `/shop/${fx().id['bodi-moloko']}-bodi-moloko-product/`,
        COLOR: { CODE: 'molochnyy', NAME: 'Молочный', HEX: '#f5efe3' },
        ACTIVE: true,
      },
      {
        ID: fx().id['bodi-bezh'],
        URL: `/shop/${fx().id['bodi-bezh']}-bodi-bezh-product/`,
        COLOR: { CODE: 'bezhevyy', NAME: 'Бежевый', HEX: '#e0cdb0' },
        ACTIVE: false,
      },
    ]);
    expect(d.RELATED).toBeUndefined();
  });

  it("answers each size's own price and crossed-out price, and says «от» when they differ", async () => {
    const before = await detail('bodi-moloko');
    expect(before.OFFERS.map((o) => [o.PRICE, o.OLD_PRICE])).toEqual(before.OFFERS.map(() => [1200, before.OLD_PRICE]));
    expect(before.PRICE_FROM).toBe(false);
    const big = before.OFFERS.at(-1)!;
    const price = (kopecks: number, old: number | null) =>
      api().db.transaction((tx) => writeOfferNumbers(tx, [{ offerId: big.ID, priceKopecks: kopecks, oldPriceKopecks: old }]));
    await price(1_450_00, 1_600_00);
    try {
      const after = await detail('bodi-moloko');
      expect(after.OFFERS.find((o) => o.ID === big.ID)).toMatchObject({ PRICE: 1450, OLD_PRICE: 1600 });
      expect(after.OFFERS.filter((o) => o.ID !== big.ID).map((o) => o.PRICE)).toEqual([1200, 1200]);
      expect([after.PRICE, after.PRICE_FROM]).toEqual([1200, true]);
    } finally {
      await price(1_200_00, before.OLD_PRICE === null ? null : Math.round(before.OLD_PRICE * 100));
    }
  });

  it('names the capsule and a deeper section path', async () => {
    expect((await detail('bodi-bezh')).CAPSULE).toEqual(ref('leto_2025', 'Лето 2025'));
    expect((await detail('legginsy-oliva')).SECTION_PATH.map((s) => s.CODE)).toEqual(['odezhda', 'bryuki', 'legginsy']);
    const single = await detail('shapochka-pudra');
    expect(single.COLORS).toHaveLength(1);
    expect(single.COLORS[0]?.ACTIVE).toBe(true);
  });

  it('adds RELATED in detail-complex: own section first, never itself, in stock first', async () => {
    const d = await detail('bodi-moloko', true);
    expect(d.RELATED?.map((c) => c.CODE)).toEqual(['bodi-bezh', 'bodi-seroe', 'polzunki-moloko', 'legginsy-oliva', 'pesochnik-leto']);
    const leggings = await detail('legginsy-oliva', true);
    expect(leggings.RELATED?.map((c) => c.CODE)).toEqual(['polzunki-moloko']);
    for (const code of ['bodi-moloko', 'bodi-seroe', 'pesochnik-leto', 'shapochka-pudra']) {
      const related = (await detail(code, true)).RELATED ?? [];
      expect(related.map((c) => c.CODE)).not.toContain(code);
      expect(related.length).toBeLessThanOrEqual(8);
    }
  });

  it('answers 404 «Товар не найден» for an unknown or inactive product', async () => {
    for (const path of [
      '/api/catalog/net-takogo/detail/',
      '/api/catalog/bodi-skrytoe/detail/',
      '/api/catalog/bodi-skrytoe/detail-complex/',
      '/api/catalog/bodi/detail/',
    ]) {
      expect(refusalMessage(await request(api().app).get(path), 404, path)).toBe('Товар не найден');
    }
  });
});
