import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../../api/config';
import { registerCdekWebhook } from '../../../api/providers/delivery';
import { cdekProvider, type CdekSettings } from '../../../api/providers/delivery/cdek';
import type { ShipmentInput } from '../../../api/providers/delivery/types';
import { ProviderError } from '../../../api/providers/error';
import { CDEK_CLIENT_ID, CDEK_CLIENT_SECRET, FAKE_PDF, startFakeCdek, type FakeCdek } from '../../support/fake-cdek';

let fake: FakeCdek;
beforeEach(async () => {
  fake = await startFakeCdek();
});
afterEach(() => fake.close());

const cdek = (overrides: Partial<CdekSettings> = {}) =>
  cdekProvider({
    apiUrl: fake.url,
    clientId: CDEK_CLIENT_ID,
    clientSecret: CDEK_CLIENT_SECRET,
    timeoutMs: 1_000,
    fromCityCode: 44,
    shipmentPoint: 'MSK67',
    name: 'Хлопушки',
    phone: '79160000000',
    pollIntervalMs: 5,
    pollTries: 4,
    ...overrides,
  });

const input: ShipmentInput = {
  orderCode: 'K7M2Q9XW4B',
  tariffCode: 136,
  destination: { method: 'pickup', pointCode: 'KZN45', cityCode: 424 },
  recipient: { name: 'Анна Петрова', phone: '79161234567', email: 'anna@example.ru' },
  lines: [{ sku: 'BODY-01/62', name: 'Боди', quantity: 2, priceKopecks: 99_000, weightGrams: 200 }],
  parcel: { weightGrams: 400 },
  declaredValueKopecks: 198_000,
  collectKopecks: 227_000,
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(ProviderError);
      return e as ProviderError;
    },
  );

const point = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  type: 'PVZ',
  location: {
    city_code: 424,
    city: 'Казань',
    region: 'Татарстан',
    postal_code: '420111',
    address: 'ул. Баумана, 1',
    latitude: 55.79,
    longitude: 49.12,
  },
  work_time: 'Пн-Вс 10:00-21:00',
  nearest_metro_station: 'Кремлёвская',
  have_cashless: true,
  have_cash: false,
  weight_max: 15,
  ...extra,
});

describe("CDEK's token", () => {
  it('is fetched once for calls that wait together, and again once when it expires mid-run', async () => {
    fake.tariffs = [{ tariff_code: 136, delivery_mode: 4, delivery_sum: 250, period_min: 2, period_max: 3 }];
    fake.tokenLifetimeSeconds = 1;
    const carrier = cdek();
    const query = { method: 'pickup' as const, cityCode: 424, parcel: { weightGrams: 300 } };
    await Promise.all(Array.from({ length: 5 }, () => carrier.tariff(query)));
    expect(fake.tokenRequests).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await Promise.all(Array.from({ length: 5 }, () => carrier.tariff(query)));
    expect(fake.tokenRequests).toBe(2);
  });

  it('is renewed once on a 401 and the call tried once more', async () => {
    const carrier = cdek();
    expect(await carrier.fetchShipment('0b5c7a52-8a3e-4a8e-9d0e-3f0c2b1a9d11')).toBeNull();
    fake.revokeTokens();
    expect(await carrier.fetchShipment('0b5c7a52-8a3e-4a8e-9d0e-3f0c2b1a9d11')).toBeNull();
    expect(fake.tokenRequests).toBe(2);
    expect(fake.calls.filter((c) => c.path.startsWith('/orders/'))).toHaveLength(3);
  });

  it('is refused for wrong keys as something the shop fixes, not a permanent refusal', async () => {
    const error = await failure(cdek({ clientSecret: 'wrong' }).listPoints());
    expect(error).toMatchObject({ provider: 'cdek', permanent: false });
    expect(error.message).toMatch(/CDEK_CLIENT_SECRET/);
  });
});

describe('a slow CDEK', () => {
  it('times out as a failure worth trying again', async () => {
    fake.delayMs = 500;
    const error = await failure(cdek({ timeoutMs: 100 }).listPoints());
    expect(error.permanent).toBe(false);
  });
});

describe("CDEK's offices", () => {
  it('are read page by page and mapped, weights in grams, those that do not hand out left out', async () => {
    fake.points = Array.from({ length: 1_001 }, (_, i) => point(`KZN${i}`, i === 1 ? { is_handout: false } : {}));
    const points = await cdek().listPoints();
    expect(points).toHaveLength(1_000);
    expect(fake.calls.filter((c) => c.path === '/deliverypoints')).toHaveLength(2);
    expect(points[0]).toEqual({
      code: 'KZN0',
      cityCode: 424,
      city: 'Казань',
      region: 'Татарстан',
      postalCode: '420111',
      address: 'ул. Баумана, 1',
      latitude: 55.79,
      longitude: 49.12,
      schedule: 'Пн-Вс 10:00-21:00',
      metro: 'Кремлёвская',
      takesCard: true,
      takesCash: false,
      weightMaxGrams: 15_000,
    });
  });
});

describe("CDEK's tariffs", () => {
  it('are the cheapest of the office-to-office mode for a pickup and office-to-door for a courier, in kopecks', async () => {
    fake.tariffs = [
      { tariff_code: 136, delivery_mode: 4, delivery_sum: 310.5, period_min: 2, period_max: 4 },
      { tariff_code: 234, delivery_mode: 4, delivery_sum: 280, period_min: 4, period_max: 6 },
      { tariff_code: 137, delivery_mode: 3, delivery_sum: 450, period_min: 2, period_max: 4 },
      { tariff_code: 139, delivery_mode: 1, delivery_sum: 100, period_min: 1, period_max: 2 },
    ];
    const parcel = { weightGrams: 300 };
    expect(await cdek().tariff({ method: 'pickup', cityCode: 424, parcel })).toEqual({
      tariffCode: 234,
      priceKopecks: 28_000,
      daysMin: 4,
      daysMax: 6,
    });
    expect(await cdek().tariff({ method: 'courier', cityCode: 424, parcel })).toEqual({
      tariffCode: 137,
      priceKopecks: 45_000,
      daysMin: 2,
      daysMax: 4,
    });
    expect(await cdek().tariff({ method: 'pickup', cityCode: 0, parcel })).toBeNull();
  });
});

describe("CDEK's orders", () => {
  it('are registered and read again for their number, the amount to collect spread over the pieces and the delivery', async () => {
    fake.readsBeforeNumber = 2;
    const shipment = await cdek().createShipment(input);
    expect(shipment).toMatchObject({ state: 'accepted', carrierStatus: 'ACCEPTED' });
    expect(shipment.trackingNumber).toMatch(/^\d+$/);
    const sent = fake.orders.get(shipment.externalId)!.body;
    expect(sent).toMatchObject({
      number: 'K7M2Q9XW4B',
      tariff_code: 136,
      shipment_point: 'MSK67',
      delivery_point: 'KZN45',
      recipient: { name: 'Анна Петрова', phones: [{ number: '+79161234567' }] },
      delivery_recipient_cost: { value: 290 },
      packages: [{ weight: 400, items: [{ ware_key: 'BODY-01/62', payment: { value: 990 }, cost: 990, weight: 200, amount: 2 }] }],
    });
  });

  it('refused at once with a list give a permanent error with the reasons', async () => {
    fake.refuseNext = [
      { code: 'v2_recipient_phone_invalid', message: 'Некорректный номер телефона получателя' },
      { code: 'v2_delivery_point_not_found', message: 'ПВЗ не найден' },
    ];
    const error = await failure(cdek().createShipment(input));
    expect(error).toMatchObject({ permanent: true, message: 'СДЭК отказал: Некорректный номер телефона получателя; ПВЗ не найден' });
  });

  it('found INVALID after acceptance give a permanent error with the reasons', async () => {
    fake.invalidateNext = [{ code: 'v2_weight_limit', message: 'Вес превышает допустимый для ПВЗ' }];
    const error = await failure(cdek().createShipment(input));
    expect(error).toMatchObject({ permanent: true, message: 'СДЭК отказал: Вес превышает допустимый для ПВЗ' });
  });

  it('handed over twice are the same order', async () => {
    const first = await cdek().createShipment(input);
    const again = await cdek().createShipment(input);
    expect(again.externalId).toBe(first.externalId);
    expect(fake.orders.size).toBe(1);
  });

  it("are followed through CDEK's statuses in the shop's words", async () => {
    const carrier = cdek();
    const { externalId } = await carrier.createShipment(input);
    const cases: [string, string][] = [
      ['RECEIVED_AT_SHIPMENT_WAREHOUSE', 'in_transit'],
      ['TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY', 'in_transit'],
      ['ACCEPTED_AT_PICK_UP_POINT', 'ready'],
      ['DELIVERED', 'delivered'],
      ['NOT_DELIVERED', 'returned'],
      ['CANCELED', 'cancelled'],
    ];
    for (const [code, state] of cases) {
      fake.setStatuses(externalId, ['CREATED', 'ACCEPTED', code]);
      expect(await carrier.fetchShipment(externalId)).toMatchObject({ state, carrierStatus: code });
    }
    expect(carrier.parseNotice({ type: 'ORDER_STATUS', uuid: externalId, attributes: { code: 'DELIVERED' } })).toEqual({
      externalId,
      claimed: 'delivered',
    });
    expect(carrier.parseNotice({ type: 'ORDER_STATUS', uuid: 'sbx-abc-p000000', attributes: { code: 'DELIVERED' } })).toBeNull();
  });
});

describe("CDEK's waybills", () => {
  it('are printed to a PDF once the print job is ready', async () => {
    const { externalId } = await cdek().createShipment(input);
    const waybill = await cdek().waybill([externalId]);
    expect(waybill.contentType).toBe('application/pdf');
    expect(waybill.body.equals(FAKE_PDF)).toBe(true);
  });
});

describe("CDEK's webhooks", () => {
  it('are asked for ORDER_STATUS to the shop’s url', async () => {
    expect(await cdek().registerWebhook('https://shop.example/api/shipments/notify/cdek/')).toMatch(/-/);
    expect(fake.webhooks).toEqual([{ url: 'https://shop.example/api/shipments/notify/cdek/', type: 'ORDER_STATUS' }]);
  });

  it("are asked by `npm run cdek:webhook` for the shop's notify route, and not at all without the account", async () => {
    const env = { PUBLIC_URL: 'https://shop.example/', CDEK_API_URL: fake.url, CDEK_SHIPMENT_POINT: 'MSK67' };
    expect(await registerCdekWebhook(parseApiConfig({ ...env, CDEK_CLIENT_ID, CDEK_CLIENT_SECRET }))).toEqual({
      url: 'https://shop.example/api/delivery/notify/cdek/',
      id: expect.stringMatching(/-/),
    });
    expect(await registerCdekWebhook(parseApiConfig(env))).toBeNull();
    expect(fake.webhooks).toEqual([{ url: 'https://shop.example/api/delivery/notify/cdek/', type: 'ORDER_STATUS' }]);
  });
});
