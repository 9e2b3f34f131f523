import type { DeliverySettings } from '../../../shared/contract/admin/delivery';
import type { Db, Executor } from '../../db/database';
import { readDeliveryMethods, readPickupPoints } from '../../delivery/service';
import type { DomainHandlers } from '../../http/calls';
import { memberOf } from '../orders/routes';
import { addPoint, editPoint, setPrice } from './service';

/** Thin: the owner's and managers' (the access step checked it); the service writes and records. */

type DeliveryIds =
  'GET /admin/delivery/' | 'POST /admin/delivery/methods/{code}/' | 'POST /admin/delivery/points/' | 'POST /admin/delivery/points/{id}/';

export async function deliverySettings(db: Executor): Promise<DeliverySettings> {
  const [methods, pickupPoints] = await Promise.all([readDeliveryMethods(db), readPickupPoints(db)]);
  return { methods, pickupPoints };
}

export function deliveryHandlers(db: Db): DomainHandlers<DeliveryIds> {
  return {
    'GET /admin/delivery/': () => deliverySettings(db),
    'POST /admin/delivery/methods/{code}/': async ({ params, body }, call) => {
      await setPrice(db, memberOf(call), params.code, body);
      return deliverySettings(db);
    },
    'POST /admin/delivery/points/': async ({ body }, call) => ({ point: await addPoint(db, memberOf(call), body) }),
    'POST /admin/delivery/points/{id}/': async ({ params, body }, call) => ({
      point: await editPoint(db, memberOf(call), params.id, body),
    }),
  };
}
