/**
 * A carrier's list of pickup points as large as a real one (issue 25's bench and the sync's tests):
 * one city of `bigCity` points, the rest over a few dozen cities, the same list every call.
 */
import type { CarrierPoint, DeliveryProvider } from '../../api/providers/delivery/types';

export const BIG_CITY = { cityCode: 424, city: 'Казань', region: 'Республика Татарстан', latitude: 55.7963, longitude: 49.1088 };

const STREETS = ['ул. Баумана', 'просп. Победы', 'ул. Чистопольская', 'ул. Ершова', 'ул. Пушкина', 'ул. Декабристов', 'ул. Гвардейская'];
const METRO = ['Кремлёвская', 'Площадь Тукая', 'Суконная слобода', 'Горки', 'Проспект Победы', 'Козья слобода', null];

/** `count` points: `bigCity` of them in Kazan, the others in 40 other cities (codes 10 000 and up). */
export function carrierPoints(count: number, bigCity = 500): CarrierPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const big = i < bigCity;
    const cityNo = big ? 0 : 1 + ((i - bigCity) % 40);
    const city = big
      ? BIG_CITY
      : {
          cityCode: 10_000 + cityNo,
          city: `Город ${cityNo}`,
          region: `Область ${cityNo}`,
          latitude: 50 + cityNo / 10,
          longitude: 40 + cityNo / 5,
        };
    return {
      code: `BN${i}`,
      cityCode: city.cityCode,
      city: city.city,
      region: city.region,
      postalCode: String(420_000 + (i % 1000)),
      address: `${STREETS[i % STREETS.length]}, д. ${1 + (i % 97)}`,
      latitude: city.latitude + ((i % 41) - 20) / 500,
      longitude: city.longitude + ((i % 37) - 18) / 500,
      schedule: i % 3 === 0 ? 'ежедневно 09:00–21:00' : 'пн–пт 10:00–20:00, сб 10:00–16:00',
      metro: big ? METRO[i % METRO.length]! : null,
      takesCard: i % 4 !== 0,
      takesCash: true,
      weightMaxGrams: i % 5 === 0 ? 5_000 : 30_000,
    };
  });
}

/** A carrier that only lists points (the sync asks nothing else). */
export function listingCarrier(
  list: () => CarrierPoint[] | Promise<CarrierPoint[]>,
  name: DeliveryProvider['name'] = 'sandbox',
): DeliveryProvider {
  const unused = () => Promise.reject(new Error('not in this carrier'));
  return {
    name,
    listPoints: async () => list(),
    tariff: unused,
    createShipment: unused,
    waybill: unused,
    fetchShipment: unused,
    parseNotice: () => null,
    trackingUrl: (n) => `https://example.test/${n}`,
  };
}
