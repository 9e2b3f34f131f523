/**
 * The sandbox carrier's pickup points: the demo's 24 of «Посылкин» (issue 4, real streets, codes the
 * seed and old orders use) first in their cities, then points drawn around each city's centre from a
 * generator seeded by the city's code, so every run lists the same few hundred.
 */
import type { CarrierPoint } from './types';
import { SANDBOX_CITIES, type SandboxCity } from './sandbox-cities';

const WEEKDAYS_LATE = 'пн–пт 10:00–21:00, сб–вс 10:00–18:00';
const DAILY = 'ежедневно 09:00–21:00';
const DAILY_LATE = 'ежедневно 10:00–22:00';
const NO_SUNDAY = 'пн–сб 10:00–20:00, вс — выходной';
const SCHEDULES = [DAILY, DAILY_LATE, WEEKDAYS_LATE, NO_SUNDAY];

type Listed = [address: string, schedule: string, metro: string | null];

/** The demo's points of issue 4 by city prefix; their order gives their codes (KZN-01 is ул. Баумана). */
const POSYLKIN: Record<string, Listed[]> = {
  MSK: [
    ['ул. Тверская, д. 18, стр. 1, вход со двора', DAILY_LATE, 'Пушкинская'],
    ['Ленинский просп., д. 62/1, 1 этаж', DAILY_LATE, 'Университет'],
    ['ул. Профсоюзная, д. 104, пав. 12', WEEKDAYS_LATE, 'Калужская'],
    ['Щёлковское ш., д. 75, офис 3', DAILY, 'Щёлковская'],
    ['ул. Академика Королёва, д. 13, стр. 2', WEEKDAYS_LATE, 'ВДНХ'],
    ['Варшавское ш., д. 87Б, помещение 4', DAILY, 'Южная'],
  ],
  SPB: [
    ['Невский просп., д. 114, вход с Литейного', DAILY_LATE, 'Маяковская'],
    ['Московский просп., д. 137, пом. 5-Н', DAILY, 'Электросила'],
    ['Комендантский просп., д. 9, корп. 2', WEEKDAYS_LATE, 'Комендантский проспект'],
    ['ул. Савушкина, д. 36, 1 этаж', NO_SUNDAY, 'Чёрная речка'],
    ['Ленинский просп., д. 120, пом. 14', DAILY_LATE, 'Ленинский проспект'],
  ],
  KZN: [
    ['ул. Баумана, д. 44/8', DAILY, 'Площадь Тукая'],
    ['просп. Победы, д. 91, офис 7', WEEKDAYS_LATE, 'Проспект Победы'],
    ['ул. Чистопольская, д. 20А', NO_SUNDAY, null],
  ],
  EKB: [
    ['ул. Малышева, д. 51, 1 этаж', DAILY, 'Геологическая'],
    ['ул. 8 Марта, д. 149, пом. 3', DAILY_LATE, 'Ботаническая'],
    ['ул. Амундсена, д. 63, пом. 2', WEEKDAYS_LATE, null],
  ],
  NSK: [
    ['Красный просп., д. 29, вход с ул. Ленина', DAILY, 'Площадь Ленина'],
    ['ул. Фрунзе, д. 238, 1 этаж', WEEKDAYS_LATE, 'Берёзовая роща'],
    ['ул. Ватутина, д. 107, пав. 5', DAILY_LATE, 'Площадь Маркса'],
  ],
  NNV: [
    ['ул. Большая Покровская, д. 37', DAILY, 'Горьковская'],
    ['просп. Гагарина, д. 35, корп. 3', NO_SUNDAY, null],
    ['ул. Родионова, д. 187В, офис 12', WEEKDAYS_LATE, null],
    ['Московское ш., д. 12, пав. 3', DAILY, 'Московская'],
  ],
};

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawnAddress(city: SandboxCity, random: () => number, pick: <T>(list: T[]) => T): string {
  const house = 1 + Math.floor(random() * 180);
  const letter = random() < 0.15 ? pick(['А', 'Б', 'В']) : '';
  const part = random() < 0.3 ? `, ${pick(['корп. 1', 'корп. 2', 'стр. 1', 'пом. 2', 'офис 5', '1 этаж'])}` : '';
  return `${pick(city.streets)}, д. ${house}${letter}${part}`;
}

function cityPoints(city: SandboxCity): CarrierPoint[] {
  const random = generator(city.code * 7919);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  // Points of the biggest cities spread wider around the centre.
  const spread = city.points >= 30 ? 0.14 : 0.05;
  const listed = POSYLKIN[city.prefix] ?? [];
  return Array.from({ length: Math.max(city.points, listed.length) }, (_, i): CarrierPoint => {
    const known = listed[i];
    const address = known ? known[0] : drawnAddress(city, random, pick);
    const metro = known ? known[2] : city.metro.length > 0 ? pick(city.metro) : null;
    const suffix = String(Math.floor(random() * 10 ** (6 - city.postcode.length))).padStart(6 - city.postcode.length, '0');
    return {
      code: `${city.prefix}-${String(i + 1).padStart(2, '0')}`,
      cityCode: city.code,
      city: city.name,
      region: city.region,
      postalCode: city.postcode + suffix,
      address,
      latitude: Number((city.latitude + (random() - 0.5) * spread).toFixed(6)),
      longitude: Number((city.longitude + (random() - 0.5) * spread * 1.8).toFixed(6)),
      schedule: known ? known[1] : pick(SCHEDULES),
      metro,
      takesCard: known ? true : random() < 0.9,
      takesCash: known ? true : random() < 0.7,
      // The demo's own points take any parcel the shop sends; some drawn ones are small shops.
      weightMaxGrams: known ? 30_000 : pick([5_000, 15_000, 20_000, 30_000, 30_000]),
    };
  });
}

let all: CarrierPoint[] | undefined;

/** Every point of the sandbox carrier, the same list every run. */
export function sandboxPoints(): CarrierPoint[] {
  all ??= SANDBOX_CITIES.flatMap(cityPoints);
  return all;
}

/** The demo's own 24 points of issue 4, as the seed writes them (api/db/seed/delivery.ts). */
export function sandboxDemoPoints(): CarrierPoint[] {
  return sandboxPoints().filter((p) => {
    const listed = POSYLKIN[p.code.slice(0, 3)];
    return listed !== undefined && Number(p.code.slice(4)) <= listed.length;
  });
}

let byCode: Map<string, CarrierPoint> | undefined;

export function sandboxPoint(code: string): CarrierPoint | undefined {
  byCode ??= new Map(sandboxPoints().map((p) => [p.code, p]));
  return byCode.get(code);
}
