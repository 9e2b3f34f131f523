import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../config';
import { ProviderError } from '../error';
import { sandboxDeliveryProvider, type SandboxDeliverySettings } from './sandbox';
import { SANDBOX_CITY_CODES } from './sandbox-cities';
import type { ShipmentInput } from './types';

const STEP_MS = 60_000;

function sandbox(overrides: Partial<SandboxDeliverySettings> = {}) {
  return sandboxDeliveryProvider({
    fromCityCode: SANDBOX_CITY_CODES.moscow,
    stepMs: STEP_MS,
    sender: { name: 'Хлопушки', phone: '79160000000' },
    describe: async () => [],
    ...overrides,
  });
}

const input = (overrides: Partial<ShipmentInput> = {}): ShipmentInput => ({
  orderCode: 'K7M2Q9XW4B',
  tariffCode: 136,
  destination: { method: 'pickup', pointCode: 'KZN-01', cityCode: SANDBOX_CITY_CODES.kazan },
  recipient: { name: 'Анна Петрова', phone: '79161234567', email: null },
  lines: [{ sku: 'BODY-01/62', name: 'Боди', quantity: 2, priceKopecks: 99_000, weightGrams: 200 }],
  parcel: { weightGrams: 400 },
  declaredValueKopecks: 198_000,
  collectKopecks: 0,
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the sandbox carrier «Посылкин»', () => {
  describe('points', () => {
    it('lists the same few hundred points over thirty-odd cities on every run, codes unique', async () => {
      const first = await sandbox().listPoints();
      const again = await sandbox().listPoints();
      expect(again).toEqual(first);
      expect(first.length).toBeGreaterThan(250);
      expect(new Set(first.map((p) => p.code)).size).toBe(first.length);
      expect(new Set(first.map((p) => p.city)).size).toBeGreaterThanOrEqual(30);
    });

    it("keeps the demo's points with their codes and streets first in their cities", async () => {
      const points = await sandbox().listPoints();
      const kazan = points.filter((p) => p.city === 'Казань');
      expect(kazan.length).toBeGreaterThanOrEqual(5);
      expect(kazan[0]).toMatchObject({ code: 'KZN-01', address: 'ул. Баумана, д. 44/8', cityCode: SANDBOX_CITY_CODES.kazan });
      expect(points.find((p) => p.code === 'MSK-01')).toMatchObject({
        city: 'Москва',
        address: 'ул. Тверская, д. 18, стр. 1, вход со двора',
      });
      expect(points.find((p) => p.code === 'NNV-04')?.address).toBe('Московское ш., д. 12, пав. 3');
    });

    it('gives every point what shoppers choose by: coordinates near the centre, hours, a postcode, a metro where there is one', async () => {
      const points = await sandbox().listPoints();
      for (const p of points) {
        expect(p.address).toMatch(/, д\. \d/);
        expect(p.postalCode).toMatch(/^\d{6}$/);
        expect(p.schedule).not.toBe('');
        expect(p.weightMaxGrams).toBeGreaterThan(0);
      }
      const moscow = points.filter((p) => p.city === 'Москва');
      expect(moscow.every((p) => p.metro !== null && Math.abs(p.latitude - 55.75) < 0.1)).toBe(true);
      expect(points.filter((p) => p.city === 'Сочи').every((p) => p.metro === null)).toBe(true);
    });
  });

  describe('tariffs', () => {
    const parcel = { weightGrams: 300 };

    it('asks about 200–300 ₽ for a pickup in the shop’s own city, courier dearer, whole roubles', async () => {
      const pickup = await sandbox().tariff({ method: 'pickup', cityCode: SANDBOX_CITY_CODES.moscow, parcel });
      const courier = await sandbox().tariff({ method: 'courier', cityCode: SANDBOX_CITY_CODES.moscow, parcel });
      expect(pickup!.priceKopecks).toBeGreaterThanOrEqual(20_000);
      expect(pickup!.priceKopecks).toBeLessThanOrEqual(30_000);
      expect(courier!.priceKopecks).toBeGreaterThan(pickup!.priceKopecks);
      expect(pickup!.priceKopecks % 100).toBe(0);
      expect(pickup).toMatchObject({ tariffCode: 136, daysMin: 1, daysMax: 2 });
      expect(courier!.tariffCode).toBe(137);
    });

    it('asks several times more and longer for Vladivostok, and more for a heavier parcel', async () => {
      const near = await sandbox().tariff({ method: 'pickup', cityCode: SANDBOX_CITY_CODES.moscow, parcel });
      const far = await sandbox().tariff({ method: 'pickup', cityCode: SANDBOX_CITY_CODES.vladivostok, parcel });
      const heavy = await sandbox().tariff({ method: 'pickup', cityCode: SANDBOX_CITY_CODES.vladivostok, parcel: { weightGrams: 5_000 } });
      expect(far!.priceKopecks).toBeGreaterThan(3 * near!.priceKopecks);
      expect(far!.daysMin).toBeGreaterThanOrEqual(5);
      expect(far!.daysMax).toBeGreaterThan(far!.daysMin);
      expect(heavy!.priceKopecks).toBeGreaterThan(far!.priceKopecks);
    });

    it('has none for a city it does not serve, nor for a parcel over 30 kg', async () => {
      expect(await sandbox().tariff({ method: 'courier', cityCode: 123_456, parcel })).toBeNull();
      expect(await sandbox().tariff({ method: 'pickup', cityCode: SANDBOX_CITY_CODES.kazan, parcel: { weightGrams: 31_000 } })).toBeNull();
    });
  });

  describe('shipments', () => {
    it('registers a shipment at once with a parcel number, and reads it again from its id alone', async () => {
      const made = await sandbox().createShipment(input());
      expect(made).toMatchObject({ state: 'accepted', carrierStatus: 'ACCEPTED' });
      expect(made.externalId).toMatch(/^sbx-[0-9a-z]+-p[0-9a-z]{6}$/);
      expect(made.trackingNumber).toMatch(/^\d{10}$/);
      expect(await sandbox().fetchShipment(made.externalId)).toEqual(made);
      expect((await sandbox().createShipment(input())).externalId).not.toBe(made.externalId);
    });

    it('moves a shipment one status per step: accepted → in transit → at the point → delivered, then stays', async () => {
      let now = new Date('2026-12-01T10:00:00Z');
      const carrier = sandbox({ now: () => now });
      const { externalId } = await carrier.createShipment(input());
      const seen = [];
      for (let step = 0; step < 6; step++) {
        now = new Date(Date.parse('2026-12-01T10:00:00Z') + step * STEP_MS + 1_000);
        const shipment = await carrier.fetchShipment(externalId);
        seen.push([shipment!.state, shipment!.carrierStatus]);
      }
      expect(seen).toEqual([
        ['accepted', 'ACCEPTED'],
        ['in_transit', 'RECEIVED_AT_SHIPMENT_WAREHOUSE'],
        ['ready', 'ACCEPTED_AT_PICK_UP_POINT'],
        ['delivered', 'DELIVERED'],
        ['delivered', 'DELIVERED'],
        ['delivered', 'DELIVERED'],
      ]);
      expect((await carrier.fetchShipment(externalId))!.carrierStatusAt.toISOString()).toBe('2026-12-01T10:03:00.000Z');
    });

    it('brings back a parcel whose recipient is named with «возврат»: at the point, then returned instead of delivered', async () => {
      let now = new Date('2026-12-01T10:00:00Z');
      const carrier = sandbox({ now: () => now });
      const made = await carrier.createShipment(input({ recipient: { name: 'Тест Возврат', phone: '79161234567', email: null } }));
      expect(made.externalId).toMatch(/^sbx-[0-9a-z]+-pr[0-9a-z]{6}$/);
      const seen = [];
      for (let step = 0; step < 5; step++) {
        now = new Date(Date.parse('2026-12-01T10:00:00Z') + step * STEP_MS + 1_000);
        seen.push((await carrier.fetchShipment(made.externalId))!.carrierStatus);
      }
      expect(seen).toEqual(['ACCEPTED', 'RECEIVED_AT_SHIPMENT_WAREHOUSE', 'ACCEPTED_AT_PICK_UP_POINT', 'RETURNED', 'RETURNED']);
      expect(await carrier.fetchShipment(made.externalId)).toMatchObject({ state: 'returned', trackingNumber: made.trackingNumber });
      // Anyone else's parcel is collected, as before.
      expect((await carrier.createShipment(input())).externalId).toMatch(/^sbx-[0-9a-z]+-p[0-9a-z]{6}$/);
    });

    it("gives a courier's parcel to the courier rather than a point", async () => {
      let now = new Date('2026-12-01T10:00:00Z');
      const carrier = sandbox({ now: () => now });
      const destination = {
        method: 'courier' as const,
        cityCode: SANDBOX_CITY_CODES.saintPetersburg,
        address: 'Невский просп., д. 1, кв. 2',
      };
      const { externalId } = await carrier.createShipment(input({ destination }));
      now = new Date(now.getTime() + 2 * STEP_MS);
      expect(await carrier.fetchShipment(externalId)).toMatchObject({ state: 'ready', carrierStatus: 'TAKEN_BY_COURIER' });
    });

    it('does not know an id it did not make', async () => {
      expect(await sandbox().fetchShipment('0b5c7a52-8a3e-4a8e-9d0e-3f0c2b1a9d11')).toBeNull();
    });

    it('refuses, for good and with the reason in Russian, a parcel heavier than the point takes and an empty phone', async () => {
      const heavy = await refusal(sandbox().createShipment(input({ parcel: { weightGrams: 31_000 } })));
      expect(heavy).toMatchObject({ provider: 'sandbox', permanent: true });
      expect(heavy.message).toBe('Посылкин отказал: посылка 31 кг тяжелее 30 кг');
      const points = await sandbox().listPoints();
      const small = points.find((p) => p.weightMaxGrams === 5_000)!;
      const destination = { method: 'pickup' as const, pointCode: small.code, cityCode: small.cityCode };
      const tooBig = await refusal(sandbox().createShipment(input({ destination, parcel: { weightGrams: 7_200 } })));
      expect(tooBig.message).toBe(`Посылкин отказал: посылка 7,2 кг тяжелее, чем принимает пункт выдачи ${small.code} (до 5 кг)`);
      const noPhone = await refusal(sandbox().createShipment(input({ recipient: { name: 'Анна', phone: '', email: null } })));
      expect(noPhone).toMatchObject({ permanent: true, message: 'Посылкин отказал: не указан телефон получателя' });
      const nowhere = { method: 'pickup' as const, pointCode: 'XXX-99', cityCode: SANDBOX_CITY_CODES.kazan };
      expect((await refusal(sandbox().createShipment(input({ destination: nowhere })))).message).toMatch(/нет пункта выдачи XXX-99/);
    });
  });

  describe('notices', () => {
    it("reads CDEK's ORDER_STATUS body for its own shipments, and nothing else", async () => {
      const { externalId } = await sandbox().createShipment(input());
      const body = { type: 'ORDER_STATUS', uuid: externalId, attributes: { code: 'DELIVERED', cdek_number: '7000000001' } };
      expect(sandbox().parseNotice(body)).toEqual({ externalId, claimed: 'delivered' });
      expect(sandbox().parseNotice({ ...body, uuid: '0b5c7a52-8a3e-4a8e-9d0e-3f0c2b1a9d11' })).toBeNull();
      expect(sandbox().parseNotice({ ...body, type: 'PRINT_FORM' })).toBeNull();
      expect(sandbox().parseNotice('DELIVERED')).toBeNull();
    });
  });

  describe('waybills', () => {
    it('prints an A4 page with a block per shipment, every text escaped', async () => {
      const carrier = sandbox({
        describe: async (ids) =>
          ids.map((externalId, i) => ({
            externalId,
            trackingNumber: `700000000${i}`,
            orderCode: `ORDER${i}`,
            recipientName: '<script>alert(1)</script> & "Ко"',
            recipientPhone: '79161234567',
            destination: 'Пункт выдачи KZN-01: Казань, ул. Баумана, д. 44/8',
            weightGrams: 1_500,
            collectKopecks: i === 0 ? 251_050 : 0,
          })),
      });
      const waybill = await carrier.waybill(['a', 'b']);
      expect(waybill.contentType).toBe('text/html; charset=utf-8');
      const html = waybill.body.toString('utf8');
      expect(html).toContain('size:A4');
      expect(html.match(/class="waybill"/g)).toHaveLength(2);
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ко&quot;');
      expect(html).toMatch(/class="number">7000000000</);
      expect(html).toContain('ORDER1');
      expect(html).toContain('1,5 кг');
      expect(html).toContain('2\u00a0510,50\u00a0р.');
      expect(html).toContain('нет, заказ оплачен');
      expect(html).toContain('Хлопушки, 79160000000, Москва');
    });

    it('refuses a waybill of shipments it cannot find', async () => {
      expect((await refusal(sandbox().waybill(['sbx-x-p000000']))).permanent).toBe(true);
    });
  });

  it('links a parcel number to the demo tracking page, no internet needed to render it', () => {
    expect(sandbox().trackingUrl('7000000001')).toBe('https://posylkin.example/track/7000000001');
  });
});

describe('the delivery settings', () => {
  it('default to the sandbox carrier leaving Moscow, one status an hour', () => {
    const config = parseApiConfig({});
    expect(config).toMatchObject({ DELIVERY_PROVIDER: 'sandbox', DELIVERY_FROM_CITY_CODE: 44, DELIVERY_SANDBOX_STEP_SECONDS: 3600 });
  });

  it('refuse CDEK without its keys and the office parcels are handed in at', () => {
    expect(() => parseApiConfig({ DELIVERY_PROVIDER: 'cdek' })).toThrow(
      /CDEK_CLIENT_ID[\s\S]*CDEK_CLIENT_SECRET[\s\S]*CDEK_SHIPMENT_POINT/,
    );
    expect(() => parseApiConfig({ DELIVERY_SANDBOX_STEP_SECONDS: '0.5' })).not.toThrow();
  });
});
