import { syncPickupPoints } from '../../delivery/service';
import { sandboxPoints } from '../../providers/delivery/sandbox-points';
import type { Executor } from '../database';
import { deliveryMethods } from '../schema';

/**
 * The ways to deliver and the pickup points of the courier company the demo shop ships with
 * (issue 4). The company, its addresses and hours are invented for the demo; the streets are real.
 * Its points are the sandbox carrier's (api/providers/delivery/sandbox-points.ts: issue 4's 24
 * first), written by the same sync as the daily job's (api/delivery/sync.ts).
 */
const COMPANY = 'Служба доставки «Посылкин»';

/**
 * Spec §9: free delivery from 7 000 р. to a pickup point. The seed writes it to the pickup method's
 * row, the one place the threshold lives (the basket, the orders and the static info read it there;
 * the owner edits it, and may make pickup never free).
 */
const FREE_PICKUP_FROM_KOPECKS = 700_000;

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
  // The sandbox's list alone, not the carrier with its settings: the seed knows no configuration.
  await syncPickupPoints(tx, { name: 'sandbox', listPoints: async () => sandboxPoints() });
}

export async function hasDelivery(tx: Executor): Promise<boolean> {
  const [row] = await tx.select({ code: deliveryMethods.code }).from(deliveryMethods).limit(1);
  return row !== undefined;
}
