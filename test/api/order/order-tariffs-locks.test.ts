import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryTariffs, offers, orders, pickupPoints } from '../../../api/db/schema';
import type { Tariff } from '../../../api/providers/delivery/types';
import { carrierDouble, resetCarrier, TARIFF } from '../../support/carrier-double';
import { useTestApi } from '../../support/database';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { checkoutBody, errorOf, offersOf, orderOf, ORDER_FIXTURES, shopperWith } from './order-fixture';

const MOSCOW = 44;
const KAZAN = 424;
const SAINT_PETERSBURG = 137;
const carrier = carrierDouble();

const api = useTestApi({
  env: { DELIVERY_TARIFF_TIMEOUT_SECONDS: '5' },
  deps: () => ({ carrier: carrier.provider }),
  prepare: async (api) => {
    const [point] = await api.db
      .select({ id: pickupPoints.id })
      .from(pickupPoints)
      .where(and(eq(pickupPoints.cityCode, MOSCOW), eq(pickupPoints.active, true)))
      .limit(1);
    return { ...(await insertBasketFixtures(api.db, ORDER_FIXTURES)), pointId: point!.id };
  },
});
const offer = offersOf(api);

describe('a placement whose delivery price needs the carrier', () => {
  beforeEach(() => resetCarrier(carrier));

  it('asks it with no lock held: another buyer of the same goods is not kept waiting, and the order charges its answer', async () => {
    // Moscow's price is fresh in the cache; Kazan's courier tariff was never asked (no draft before the order).
    await api()
      .db.insert(deliveryTariffs)
      .values({
        method: 'pickup',
        cityKey: String(MOSCOW),
        weightBand: 1000,
        provider: 'sandbox',
        tariffCode: 136,
        priceKopecks: 31_000,
        daysMin: 3,
        daysMax: 5,
      });
    // The carrier answers Kazan only once the Moscow order is placed: were the Kazan placement
    // waiting on it with the offers locked, the Moscow one could not finish first (and Kazan's
    // would get the flat price at the 5 s timeout).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    carrier.answer = async (query): Promise<Tariff | null> => {
      if (query.cityCode === KAZAN) await gate;
      return TARIFF;
    };
    const lines: [number, number][] = [[offer('ox-body:62'), 2]];
    const [kazan, moscow] = await Promise.all([shopperWith(api().app, lines), shopperWith(api().app, lines)]);
    const { pointId } = api().fixture;
    const finished: string[] = [];
    const door = { delivery: 'courier' as const, address: 'ул. Баумана, д. 1', city: String(KAZAN) };
    const slow = kazan
      .post('/api/order/checkout/')
      .send({ ...checkoutBody(pointId, door), pickupPointId: undefined })
      .then((res) => (finished.push('kazan'), res));
    await vi.waitFor(() => expect(carrier.asked.map((q) => q.cityCode)).toContain(KAZAN));

    const quick = orderOf(await moscow.post('/api/order/checkout/').send(checkoutBody(pointId)));
    finished.push('moscow');
    release();
    expect(quick.DELIVERY_PRICE).toBe(310);
    expect(orderOf(await slow).DELIVERY_PRICE).toBe(350);
    expect(finished).toEqual(['moscow', 'kazan']);
    // Asked once; the order records the carrier's tariff and term.
    expect(carrier.asked).toEqual([{ method: 'courier', cityCode: KAZAN, parcel: { weightGrams: 1000 } }]);
    const [placed] = await api().db.select().from(orders).where(eq(orders.deliveryCityCode, KAZAN));
    expect(placed).toMatchObject({ deliveryKopecks: 35_000, deliveryPriceSource: 'tariff', deliveryDaysMin: 2, deliveryDaysMax: 4 });
  }, 20_000);

  it('refuses in Russian, placing nothing, when another tab changes the basket’s weight band each time the carrier is asked', async () => {
    await api()
      .db.update(offers)
      .set({ stock: 1000 })
      .where(eq(offers.id, offer('ox-body:62')));
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 2]]);
    // Each ask, the other tab adds 7 bodies (2.1 kg): the next try's parcel is of another band.
    carrier.answer = async () => {
      await shopper.get('/api/basket/add/').query({ id: offer('ox-body:62'), quantity: 7 });
      return TARIFF;
    };
    const door = { delivery: 'courier' as const, address: 'Невский просп., д. 1', city: String(SAINT_PETERSBURG) };
    const res = await shopper.post('/api/order/checkout/').send({ ...checkoutBody(api().fixture.pointId, door), pickupPointId: undefined });
    expect(errorOf(res, 409)).toBe('Корзина изменилась, пока считалась доставка. Проверьте её и оформите заказ ещё раз');
    expect(await api().db.$count(orders, eq(orders.deliveryCityCode, SAINT_PETERSBURG))).toBe(0);
    // Three tries, the carrier asked between them.
    expect(carrier.asked).toHaveLength(2);
  });
});
