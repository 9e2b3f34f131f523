/**
 * The shipment tests' api (issue 25): the edit tests' shop, its first pickup point known to the
 * carrier by its city's code, and the api built with a carrier double injected (ApiDeps.delivery),
 * its log kept to read.
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { createApp } from '../../../api/app';
import { parseApiConfig } from '../../../api/config';
import type { Db } from '../../../api/db/database';
import { pickupPoints, shipments } from '../../../api/db/schema';
import { createTestDatabase } from '../../support/database';
import { useFresh } from '../../support/lifetime';
import { textSink } from '../../support/text-sink';
import { UNLIMITED_ORDERS } from '../certificate/certificate-fixture';
import { editShop } from '../order/order-edit-fixture';
import { carrierDouble } from './carrier-double';

export const KAZAN = 424;

export function useShipmentApi() {
  return useFresh(
    async () => {
      const database = await createTestDatabase();
      const shop = await editShop(database.db);
      await database.db.update(pickupPoints).set({ cityCode: KAZAN }).where(eq(pickupPoints.id, shop.pointId));
      const carrier = carrierDouble();
      const log = textSink();
      const logger = pino({ level: 'info' }, log.stream);
      const config = parseApiConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        CATALOG_PAGE_CACHE_SECONDS: '0',
        ...UNLIMITED_ORDERS,
      });
      const carriers = { active: carrier, byName: { sandbox: carrier } };
      const app = createApp({ db: database.db, logger, config, delivery: carriers });
      const logged = () => log.chunks.join('');
      return { app, db: database.db, shop, carrier, carriers, logger, logged, drop: database.drop };
    },
    (api) => api.drop(),
  );
}

export const shipmentsOf = (db: Db, orderId: number) => db.select().from(shipments).where(eq(shipments.orderId, orderId));
