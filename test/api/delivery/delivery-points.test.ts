import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pickupPoints } from '../../../api/db/schema';
import { syncPickupPoints } from '../../../api/delivery/service';
import { deliveryCitiesSchema, deliveryPointsSchema } from '../../../shared/contract/delivery';
import { BIG_CITY, carrierPoints, listingCarrier } from '../../../scripts/bench/carrier-points';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { checkoutBody, offersOf, orderOf, shopperWith, useOrderApi } from '../order/order-fixture';

const api = useOrderApi();
const offer = offersOf(api);

const cities = async (q?: string) =>
  expectEnvelope(
    await request(api().app)
      .get('/api/delivery/cities/')
      .query(q === undefined ? {} : { q })
      .expect(200),
    deliveryCitiesSchema,
  ).ITEMS;
const points = async (query: Record<string, string>, agent: request.Agent | null = null) =>
  expectEnvelope(await (agent ?? request(api().app)).get('/api/delivery/points/').query(query).expect(200), deliveryPointsSchema);

/** The carrier's 60 points (20 in Kazan), and a hand-added point in Орёл, which has no code. */
async function withCarrierPoints() {
  await syncPickupPoints(
    api().db,
    listingCarrier(() => carrierPoints(60, 20)),
  );
  await api()
    .db.insert(pickupPoints)
    .values({ code: 'ORL-1', city: 'Орёл', address: 'ул. Ленина, д. 1', schedule: 'пн–пт 10:00–19:00', metro: null });
}

describe('GET /api/delivery/cities/', () => {
  it('answers the largest cities with open points first, at most ten, each with its key, region and number of points', async () => {
    await withCarrierPoints();
    const largest = await cities();
    expect(largest).toHaveLength(10);
    expect(largest[0]).toEqual({ KEY: '424', NAME: 'Казань', REGION: BIG_CITY.region, POINTS: 20 });
    expect(largest.map((c) => c.POINTS)).toEqual([...largest.map((c) => c.POINTS)].sort((a, b) => b - a));
  });

  it('finds cities by the start of their name first, then by a part of it, whatever the case, with е for ё', async () => {
    await withCarrierPoints();
    expect((await cities('КАЗ')).map((c) => c.NAME)).toEqual(['Казань']);
    expect(await cities('орел')).toEqual([{ KEY: 'name:Орёл', NAME: 'Орёл', REGION: null, POINTS: 1 }]);
    const named = await cities('од 1');
    expect(named.length).toBeGreaterThan(1);
    expect(named.length).toBeLessThanOrEqual(20);
    expect(named.every((c) => c.NAME.includes('од 1'))).toBe(true);
    expect((await cities('Город 1'))[0]!.NAME).toMatch(/^Город 1/);
    // A wildcard typed is a letter, not "anything".
    expect(await cities('%')).toEqual([]);
  });
});

describe('GET /api/delivery/points/', () => {
  it('answers a city’s open points with what the list shows, searched by street or metro station with е for ё', async () => {
    await withCarrierPoints();
    const kazan = await points({ city: '424' });
    expect(kazan.CITY).toMatchObject({ KEY: '424', NAME: 'Казань', POINTS: 20 });
    expect(kazan.ITEMS).toHaveLength(20);
    expect(kazan.ITEMS[0]).toMatchObject({
      CODE: 'BN0',
      CITY: 'Казань',
      ADDRESS: 'ул. Баумана, д. 1',
      METRO: 'Кремлёвская',
      TAKES_CARD: false,
      TAKES_CASH: true,
      WEIGHT_MAX: 5000,
      LATITUDE: expect.any(Number),
    });
    const bauman = await points({ city: '424', q: 'баумана' });
    expect(bauman.ITEMS.length).toBeGreaterThan(0);
    expect(bauman.ITEMS.every((p) => p.ADDRESS.startsWith('ул. Баумана'))).toBe(true);
    const kremlin = await points({ city: '424', q: 'КРЕМЛЕВСКАЯ' });
    expect(kremlin.ITEMS.length).toBeGreaterThan(0);
    expect(kremlin.ITEMS.every((p) => p.METRO === 'Кремлёвская')).toBe(true);
    expect((await points({ city: 'name:Орёл' })).ITEMS.map((p) => p.CODE)).toEqual(['ORL-1']);
  });

  it('answers no city for a city without open points, and refuses a key that names none in Russian', async () => {
    await withCarrierPoints();
    expect(await points({ city: '999999' })).toEqual({ CITY: null, ITEMS: [] });
    expect(refusalMessage(await request(api().app).get('/api/delivery/points/').query({ city: 'Казань' }), 400)).toBe(
      'Выберите город из списка',
    );
  });

  it('opens on the largest city, then on the city of the shopper’s last order', async () => {
    await withCarrierPoints();
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 1]]);
    expect((await points({}, shopper)).CITY?.NAME).toBe('Казань');
    const orel = (await points({ city: 'name:Орёл' })).ITEMS[0]!;
    orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(orel.ID)));
    expect((await points({}, shopper)).CITY?.KEY).toBe('name:Орёл');
    // Another browser still opens on the largest.
    expect((await points({})).CITY?.NAME).toBe('Казань');
  });
});
