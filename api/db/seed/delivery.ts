import { FREE_PICKUP_FROM_KOPECKS } from '../../delivery/service';
import type { Executor } from '../database';
import { sandboxDemoPoints } from '../../providers/delivery/sandbox-points';
import { deliveryMethods, pickupPoints } from '../schema';

/**
 * The ways to deliver and the pickup points of the courier company the demo shop ships with
 * (issue 4). The company, its addresses and hours are invented for the demo; the streets are real.
 * Its points are the sandbox carrier's own first 24 (api/providers/delivery/sandbox-points.ts).
 */
const COMPANY = 'Служба доставки «Посылкин»';

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
    .values(
      sandboxDemoPoints().map(({ latitude, longitude, ...p }) => ({
        ...p,
        latitude: String(latitude),
        longitude: String(longitude),
        source: 'sandbox' as const,
      })),
    )
    .onConflictDoNothing({ target: pickupPoints.code });
}

export async function hasDelivery(tx: Executor): Promise<boolean> {
  const [row] = await tx.select({ code: deliveryMethods.code }).from(deliveryMethods).limit(1);
  return row !== undefined;
}
