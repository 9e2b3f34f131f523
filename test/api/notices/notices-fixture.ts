/**
 * Set-up for the notification tests: the jobs fixture's database with ORDER_FIXTURES' products,
 * the api app on it, job runners delivering to a local SMTP server, and the outbox's order
 * notices read back.
 */
import { like, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterEach, beforeEach } from 'vitest';
import type { Db } from '../../../api/db/database';
import { outbox } from '../../../api/db/schema';
import { testApiApp, type ApiEnv } from '../../support/database';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { useJobs, waitFor } from '../jobs/jobs-fixture';
import { startFakeSmtp, type FakeSmtp } from './notices-smtp';
import { firstPickupPoint, ORDER_FIXTURES } from '../order/order-fixture';

export function useNoticesShop() {
  const jobs = useJobs();
  let smtp: FakeSmtp;
  beforeEach(async () => {
    smtp = await startFakeSmtp();
  });
  afterEach(() => smtp.close());

  return async (env: ApiEnv = {}) => {
    const { database, startRunner } = jobs();
    const fixture = await insertBasketFixtures(database.db, ORDER_FIXTURES);
    const pointId = await firstPickupPoint(database.db);
    const shopEnv = { SMTP_URL: smtp.url, SHOP_NOTIFY_EMAIL: 'orders@hlopushki.test', SBP_SANDBOX_DEMO: 'on', ...env };
    return {
      db: database.db,
      app: testApiApp(database, shopEnv),
      smtp,
      pointId,
      offer: (key: string) => fixture.offerIds.get(key)!,
      startRunner: (logger?: Logger) => startRunner(shopEnv, logger),
    };
  };
}

/** The order notices in the outbox (sign-in codes and certificates aside). */
export const notices = (db: Db) => db.select().from(outbox).where(like(outbox.dedupeKey, 'order:%')).orderBy(outbox.id);

/** Waits until no notice is pending (sent or given up on); receipts are another job's. */
export async function allDelivered(db: Db): Promise<void> {
  const pending = () =>
    db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM outbox WHERE dedupe_key LIKE 'order:%' AND sent_at IS NULL AND failed_at IS NULL`,
      )
      .then((r) => r.rows[0]!.n);
  const left = await waitFor(pending, (n) => n === 0, 15_000);
  if (left !== 0) throw new Error(`${left} messages still pending`);
}
