import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { deliveryTariffs, orders, pickupPoints } from '../../../api/db/schema';
import { sandboxTariff } from '../../../api/providers/delivery/sandbox-tariff';
import { useTestApi } from '../../support/database';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { checkoutBody, draftOf, offersOf, orderOf, ORDER_FIXTURES, shopperWith } from './order-fixture';

// `carrier: undefined`: the app's own, DELIVERY_PROVIDER's default, the offline sandbox.
const api = useTestApi({
  deps: () => ({ carrier: undefined }),
  prepare: async (api) => {
    const [kazan] = await api.db
      .select()
      .from(pickupPoints)
      .where(and(eq(pickupPoints.active, true), like(pickupPoints.code, 'KZN%')))
      .orderBy(asc(pickupPoints.code))
      .limit(1);
    return { ...(await insertBasketFixtures(api.db, ORDER_FIXTURES)), kazan: kazan! };
  },
});
const offer = offersOf(api);

describe('checkout through the sandbox carrier', () => {
  it('prices a point in Kazan by the sandbox’s tariff from Moscow, shows its term, and charges and records it', async () => {
    const { kazan } = api().fixture;
    expect(kazan.cityCode).not.toBeNull();
    // Two bodies (300 g each by default) and the packaging: the 1 kg band.
    const expected = sandboxTariff(44, { method: 'pickup', cityCode: kazan.cityCode!, parcel: { weightGrams: 1000 } })!;
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 2]]);
    const draft = draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup', pickupPointId: kazan.id }));
    expect(draft.DELIVERY[0]).toMatchObject({
      CODE: 'pickup',
      PRICE: expected.priceKopecks / 100,
      DAYS: { MIN: expected.daysMin, MAX: expected.daysMax },
    });
    expect(draft.DELIVERY_PRICE).toBe(expected.priceKopecks / 100);

    const order = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(kazan.id)));
    expect(order.DELIVERY_PRICE).toBe(draft.DELIVERY_PRICE);
    const [row] = await api().db.select().from(orders);
    expect(row).toMatchObject({
      deliveryPriceSource: 'tariff',
      deliveryKopecks: expected.priceKopecks,
      deliveryDaysMin: expected.daysMin,
      deliveryCityCode: kazan.cityCode,
      deliveryCity: kazan.city,
    });
    // The carrier's answer is stored beside the draft's answer, not before it.
    await vi.waitFor(async () => {
      const cached = await api()
        .db.select()
        .from(deliveryTariffs)
        .where(eq(deliveryTariffs.cityKey, String(kazan.cityCode)));
      expect(cached.find((t) => t.method === 'pickup')).toMatchObject({ provider: 'sandbox', weightBand: 1000, tariffCode: 136 });
    });
  });
});
