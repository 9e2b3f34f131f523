import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryTariffs, orders, pickupPoints } from '../../../api/db/schema';
import { after, carrierDouble, never, resetCarrier, TARIFF } from '../../support/carrier-double';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';
import { deliveryPointsSchema } from '../../../shared/contract/delivery';
import {
  basketOf,
  checkoutBody,
  draftOf,
  errorOf,
  newKey,
  offersOf,
  orderOf,
  ORDER_FIXTURES,
  shopperWith,
  type Shopper,
} from './order-fixture';
import { insertBasketFixtures } from '../basket/basket-fixture';

const MOSCOW = 44;
const carrier = carrierDouble();

// A point in Moscow, the carrier's city 44 (the seed's points are the sandbox carrier's, with its codes).
const api = useTestApi({
  env: { DELIVERY_TARIFF_TIMEOUT_SECONDS: '0.2' },
  deps: () => ({ carrier: carrier.provider }),
  prepare: async (api) => {
    const [point] = await api.db
      .select()
      .from(pickupPoints)
      .where(and(eq(pickupPoints.cityCode, MOSCOW), eq(pickupPoints.active, true)))
      .orderBy(asc(pickupPoints.code))
      .limit(1);
    return { ...(await insertBasketFixtures(api.db, ORDER_FIXTURES)), pointId: point!.id, city: point!.city };
  },
});
const offer = offersOf(api);

const HOUR = 3_600_000;

/** A row of the cache as the carrier last answered it, `hoursAgo`. */
async function cached(row: {
  method?: 'pickup' | 'courier';
  cityKey?: string;
  band: number;
  priceKopecks: number;
  hoursAgo?: number;
  provider?: 'sandbox' | 'cdek';
}) {
  await api()
    .db.insert(deliveryTariffs)
    .values({
      method: row.method ?? 'pickup',
      cityKey: row.cityKey ?? String(MOSCOW),
      weightBand: row.band,
      provider: row.provider ?? 'sandbox',
      tariffCode: 136,
      priceKopecks: row.priceKopecks,
      daysMin: 3,
      daysMax: 5,
      fetchedAt: new Date(Date.now() - (row.hoursAgo ?? 1) * HOUR),
    });
}

/** Two bodies (2 × 300 g) and the 100 g packaging: 700 g, the 1 kg band; 3 000 р. of goods. */
const twoBodies = () => shopperWith(api().app, [[offer('ox-body:62'), 2]]);

const draft = async (shopper: Shopper, body: object = {}) =>
  draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup', pickupPointId: api().fixture.pointId, ...body }));

const lastOrder = async () => (await api().db.select().from(orders))[0]!;

beforeEach(() => resetCarrier(carrier));

describe('the delivery price from the carrier’s tariff', () => {
  it('uses a fresh cached tariff of the point’s city and band without asking the carrier', async () => {
    await cached({ band: 1000, priceKopecks: 31_000 });
    await cached({ method: 'courier', band: 1000, priceKopecks: 39_000 });
    const shopper = await twoBodies();
    const shown = await draft(shopper);
    expect(shown).toMatchObject({ DELIVERY_PRICE: 310, TOTAL: 3310 });
    expect(shown.DELIVERY[0]).toMatchObject({ CODE: 'pickup', PRICE: 310, BASE_PRICE: 310, DAYS: { MIN: 3, MAX: 5 } });
    // The form names no city: the courier is priced to the point's.
    expect(shown.DELIVERY[1]).toMatchObject({ CODE: 'courier', PRICE: 390, DAYS: { MIN: 3, MAX: 5 } });
    expect(carrier.asked).toEqual([]);
  });

  it('asks the carrier for the band once for many drafts at once when the row is stale, and stores its answer', async () => {
    await cached({ band: 1000, priceKopecks: 31_000, hoursAgo: 25 });
    carrier.answer = after(100);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => twoBodies()));
    const drafts = await Promise.all(shoppers.map((s) => draft(s)));
    expect(drafts.map((d) => d.DELIVERY_PRICE)).toEqual(Array(8).fill(350));
    // Once for the pickup's stale band, once for the courier's (to the point's city), not once a draft.
    expect(carrier.asked).toEqual(
      expect.arrayContaining([
        { method: 'pickup', cityCode: MOSCOW, parcel: { weightGrams: 1000 } },
        { method: 'courier', cityCode: MOSCOW, parcel: { weightGrams: 1000 } },
      ]),
    );
    expect(carrier.asked).toHaveLength(2);
    // Stored beside the answer, not before it.
    await vi.waitFor(async () => {
      const [row] = await api().db.select().from(deliveryTariffs).where(eq(deliveryTariffs.weightBand, 1000));
      expect(row).toMatchObject({ priceKopecks: TARIFF.priceKopecks, daysMin: 2, daysMax: 4 });
      expect(Date.now() - row!.fetchedAt.getTime()).toBeLessThan(10_000);
    });
    // Fresh now: the next draft asks nothing.
    await draft(shoppers[0]!);
    expect(carrier.asked).toHaveLength(2);
  });

  it('takes no price of another carrier from the cache: the shop that changed carrier asks its own, and falls back to the flat price', async () => {
    // Fresh rows of both methods, from CDEK; the shop's carrier now is the sandbox (the double's name).
    await cached({ band: 1000, priceKopecks: 19_000, provider: 'cdek' });
    await cached({ method: 'courier', band: 1000, priceKopecks: 29_000, provider: 'cdek' });
    const shopper = await twoBodies();
    expect(await draft(shopper)).toMatchObject({ DELIVERY_PRICE: 350 });
    expect(carrier.asked.map((q) => q.method).sort()).toEqual(['courier', 'pickup']);

    // The carrier down: another carrier's last price for a city is no fallback either; the flat price is.
    resetCarrier(carrier);
    carrier.answer = () => Promise.reject(new Error('carrier down'));
    await cached({ method: 'courier', cityKey: '424', band: 1000, priceKopecks: 29_000, hoursAgo: 30, provider: 'cdek' });
    const kazan = await draft(await twoBodies(), { delivery: 'courier', city: '424', pickupPointId: undefined });
    expect(kazan).toMatchObject({ DELIVERY_PRICE: 490 });
    expect(kazan.DELIVERY[1]).toMatchObject({ CODE: 'courier', PRICE: 490, DAYS: null });
  });

  it('prices by the band the basket weighs: the carrier is asked for the band’s upper bound', async () => {
    // 7 bodies: 2 100 g + 100 g → the 3 kg band.
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 7]]);
    await draft(shopper, { delivery: 'courier', city: String(MOSCOW) });
    expect(carrier.asked.map((q) => [q.method, q.parcel.weightGrams])).toEqual(
      expect.arrayContaining([
        ['pickup', 3000],
        ['courier', 3000],
      ]),
    );
  });

  it('falls back on a timeout to the city’s last known price of the nearest band, and the order records it', async () => {
    await cached({ band: 500, priceKopecks: 27_000, hoursAgo: 72 });
    await cached({ band: 5000, priceKopecks: 60_000, hoursAgo: 72 });
    carrier.answer = never;
    const shopper = await twoBodies();
    const started = Date.now();
    const shown = await draft(shopper);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(shown).toMatchObject({ DELIVERY_PRICE: 270, TOTAL: 3270 });
    // Placement waits no longer than the draft did: the carrier that failed is not asked again at once.
    const placed = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId)));
    expect(placed.DELIVERY_PRICE).toBe(270);
    // The draft asked once for each method; the placement asked nothing.
    expect(carrier.asked.map((q) => q.method).sort()).toEqual(['courier', 'pickup']);
    expect(await lastOrder()).toMatchObject({
      deliveryKopecks: 27_000,
      deliveryPriceSource: 'last_known',
      deliveryDaysMin: 3,
      deliveryDaysMax: 5,
      deliveryCityCode: MOSCOW,
      deliveryCity: api().fixture.city,
    });
  });

  it('falls back to the method’s flat price when the carrier fails and the city has no known price, and the order records it', async () => {
    carrier.answer = () => Promise.reject(new Error('carrier down'));
    const shopper = await twoBodies();
    const body = { delivery: 'courier' as const, address: 'ул. Ленина, д. 1', city: String(MOSCOW) };
    expect(await draft(shopper, body)).toMatchObject({ DELIVERY_PRICE: 490 });
    orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId, body)));
    expect(await lastOrder()).toMatchObject({
      deliveryKopecks: 49_000,
      deliveryPriceSource: 'flat',
      deliveryDaysMin: null,
      deliveryCityCode: MOSCOW,
      deliveryCity: api().fixture.city,
    });
    expect(carrier.asked.filter((q) => q.method === 'courier')).toHaveLength(1);
  });

  it('asks the carrier nothing for a city the shop has no point in: the flat price', async () => {
    const shopper = await twoBodies();
    const shown = await draft(shopper, { delivery: 'courier', city: '999999', pickupPointId: undefined });
    expect(shown).toMatchObject({ DELIVERY_PRICE: 490 });
    expect(shown.DELIVERY.map((d) => d.DAYS)).toEqual([null, null]);
    expect(carrier.asked).toEqual([]);
  });

  it('charges at placement what the draft showed, and records the tariff, its term and the city', async () => {
    const shopper = await twoBodies();
    const shown = await draft(shopper, { city: String(MOSCOW) });
    expect(shown.DELIVERY_PRICE).toBe(350);
    const placed = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId, { city: String(MOSCOW) })));
    expect(placed).toMatchObject({ DELIVERY_PRICE: 350, PRICE: shown.TOTAL });
    expect(await lastOrder()).toMatchObject({
      deliveryPriceSource: 'tariff',
      deliveryDaysMin: 2,
      deliveryDaysMax: 4,
      deliveryCityCode: MOSCOW,
    });
    // One ask for the pickup band and one for the courier's: placement used the cache.
    expect(carrier.asked.filter((q) => q.method === 'pickup')).toHaveLength(1);
  });

  it('prices a form that names no city nor point to the city the checkout opens on, and the courier’s order records it', async () => {
    await cached({ method: 'courier', band: 1000, priceKopecks: 41_000 });
    const shopper = await twoBodies();
    // The city the page shows first (the largest for a new shopper): the server renders that draft before the browser names a city.
    const opening = expectEnvelope(await shopper.get('/api/delivery/points/').expect(200), deliveryPointsSchema).CITY!;
    expect(opening.KEY).toBe(String(MOSCOW));
    const courier = { delivery: 'courier' as const, pickupPointId: undefined };
    expect((await draft(shopper, courier)).DELIVERY[1]).toMatchObject({ CODE: 'courier', PRICE: 410, DAYS: { MIN: 3, MAX: 5 } });
    const body = checkoutBody(api().fixture.pointId, { delivery: 'courier', address: 'ул. Ленина, д. 1' });
    const placed = orderOf(await shopper.post('/api/order/checkout/').send({ ...body, pickupPointId: undefined }));
    expect(placed.DELIVERY_PRICE).toBe(410);
    expect(await lastOrder()).toMatchObject({
      deliveryKopecks: 41_000,
      deliveryPriceSource: 'tariff',
      deliveryCityCode: MOSCOW,
      deliveryCity: opening.NAME,
    });
    expect(carrier.asked.filter((q) => q.method === 'courier')).toEqual([]);
  });

  it('makes pickup free from 7 000 р. of goods after the coupon, and keeps pricing the courier by tariff', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 5]]);
    const shown = await draft(shopper, { city: String(MOSCOW) });
    expect(shown).toMatchObject({ DELIVERY_PRICE: 0, TOTAL: 7500 });
    expect(shown.DELIVERY[0]).toMatchObject({ PRICE: 0, BASE_PRICE: 350, DAYS: { MIN: 2, MAX: 4 } });
    expect(shown.DELIVERY[1]).toMatchObject({ CODE: 'courier', PRICE: 350 });
    orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId)));
    expect(await lastOrder()).toMatchObject({ deliveryKopecks: 0, deliveryPriceSource: 'free', deliveryDaysMin: 2 });

    // 7 500 − 10 % = 6 750: the carrier's price again.
    const discounted = await shopperWith(api().app, [[offer('ox-body:62'), 5]]);
    basketOf(await discounted.get('/api/basket/setCoupon/').query({ coupon: 'SKIDKA10' }));
    expect(await draft(discounted)).toMatchObject({ DELIVERY_PRICE: 350, TOTAL: 7100 });
  });

  it('refuses a city that is neither a carrier’s code nor a named one, in Russian, changing nothing', async () => {
    const shopper = await twoBodies();
    expect(errorOf(await shopper.post('/api/order/').send({ delivery: 'courier', city: 'Москва' }), 400)).toBe(
      'Выберите город доставки из списка',
    );
    const body = checkoutBody(api().fixture.pointId, { city: '<script>', idempotencyKey: newKey() });
    expect(errorOf(await shopper.post('/api/order/checkout/').send(body), 400)).toBe('Выберите город доставки из списка');
    expect(await api().db.$count(orders)).toBe(0);
    expect(await api().db.$count(deliveryTariffs)).toBe(0);
    expect(carrier.asked).toEqual([]);
  });
});
