import type { Executor } from '../database';
import { deliveryMethods, pickupPoints } from '../schema';

/**
 * The ways to deliver and the pickup points of the courier company the demo shop ships with
 * (issue 4). The company, its addresses and hours are invented for the demo; the streets are real.
 */
const COMPANY = 'Служба доставки «Посылкин»';

/**
 * Spec §9: free delivery from 7 000 р. to a pickup point. The seed writes it to the pickup method's
 * row, the one place the threshold lives (the basket, the orders and the static info read it there;
 * the owner edits it, and may make pickup never free).
 */
const FREE_PICKUP_FROM_KOPECKS = 700_000;

type Point = Pick<typeof pickupPoints.$inferInsert, 'code' | 'city' | 'address' | 'schedule'>;

const WEEKDAYS_LATE = 'пн–пт 10:00–21:00, сб–вс 10:00–18:00';
const DAILY = 'ежедневно 09:00–21:00';
const DAILY_LATE = 'ежедневно 10:00–22:00';
const NO_SUNDAY = 'пн–сб 10:00–20:00, вс — выходной';

/** A city's points, coded by the city's prefix and a number: 'MSK-01'. */
function city(name: string, prefix: string, list: [address: string, schedule: string][]): Point[] {
  return list.map(([address, schedule], i) => ({
    code: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    city: name,
    address,
    schedule,
  }));
}

const points: Point[] = [
  ...city('Москва', 'MSK', [
    ['ул. Тверская, д. 18, стр. 1, вход со двора', DAILY_LATE],
    ['Ленинский просп., д. 62/1, 1 этаж', DAILY_LATE],
    ['ул. Профсоюзная, д. 104, пав. 12', WEEKDAYS_LATE],
    ['Щёлковское ш., д. 75, офис 3', DAILY],
    ['ул. Академика Королёва, д. 13, стр. 2', WEEKDAYS_LATE],
    ['Варшавское ш., д. 87Б, помещение 4', DAILY],
  ]),
  ...city('Санкт-Петербург', 'SPB', [
    ['Невский просп., д. 114, вход с Литейного', DAILY_LATE],
    ['Московский просп., д. 137, пом. 5-Н', DAILY],
    ['Комендантский просп., д. 9, корп. 2', WEEKDAYS_LATE],
    ['ул. Савушкина, д. 36, 1 этаж', NO_SUNDAY],
    ['Ленинский просп., д. 120, пом. 14', DAILY_LATE],
  ]),
  ...city('Казань', 'KZN', [
    ['ул. Баумана, д. 44/8', DAILY],
    ['просп. Победы, д. 91, офис 7', WEEKDAYS_LATE],
    ['ул. Чистопольская, д. 20А', NO_SUNDAY],
  ]),
  ...city('Екатеринбург', 'EKB', [
    ['ул. Малышева, д. 51, 1 этаж', DAILY],
    ['ул. 8 Марта, д. 149, пом. 3', DAILY_LATE],
    ['ул. Амундсена, д. 63, пом. 2', WEEKDAYS_LATE],
  ]),
  ...city('Новосибирск', 'NSK', [
    ['Красный просп., д. 29, вход с ул. Ленина', DAILY],
    ['ул. Фрунзе, д. 238, 1 этаж', WEEKDAYS_LATE],
    ['ул. Ватутина, д. 107, пав. 5', DAILY_LATE],
  ]),
  ...city('Нижний Новгород', 'NNV', [
    ['ул. Большая Покровская, д. 37', DAILY],
    ['просп. Гагарина, д. 35, корп. 3', NO_SUNDAY],
    ['ул. Родионова, д. 187В, офис 12', WEEKDAYS_LATE],
    ['Московское ш., д. 12, пав. 3', DAILY],
  ]),
];

export async function seedDelivery(tx: Executor): Promise<void> {
  await tx
    .insert(deliveryMethods)
    .values([
      {
        code: 'pickup',
        name: 'Пункт выдачи',
        description: `${COMPANY}: заберите заказ в удобном пункте, срок хранения 7 дней`,
        priceKopecks: 29_000,
        freeFromKopecks: FREE_PICKUP_FROM_KOPECKS,
        sort: 100,
      },
      {
        code: 'courier',
        name: 'Курьером до двери',
        description: `${COMPANY}: курьер привезёт заказ и позвонит за час до приезда`,
        priceKopecks: 49_000,
        freeFromKopecks: null,
        sort: 200,
      },
    ])
    .onConflictDoNothing({ target: deliveryMethods.code });
  await tx
    .insert(pickupPoints)
    .values(points.map((p) => ({ ...p, source: 'sandbox' as const })))
    .onConflictDoNothing({ target: pickupPoints.code });
}

export async function hasDelivery(tx: Executor): Promise<boolean> {
  const [row] = await tx.select({ code: deliveryMethods.code }).from(deliveryMethods).limit(1);
  return row !== undefined;
}
