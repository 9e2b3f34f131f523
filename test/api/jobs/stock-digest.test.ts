/**
 * The stock watch's morning letter (issue 24): one .eml per owner and manager under data/mail/ when
 * something is low, listing it; none when nothing is; off by configuration, no job at all.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../../api/config';
import type { Db } from '../../../api/db/database';
import { offers } from '../../../api/db/schema';
import { scheduledJobs } from '../../../api/jobs';
import { STOCK_DIGEST_QUEUE } from '../../../api/jobs/stock-digest';
import { useTestApi } from '../../support/database';
import { addStaff } from '../../support/staff';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { ORDER_FIXTURES } from '../order/order-fixture';

const api = useTestApi({ prepare: async ({ db }) => insertBasketFixtures(db, ORDER_FIXTURES) });

async function digestJob(db: Db, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stock-digest-'));
  const config = parseApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const job = scheduledJobs(config, db, pino({ level: 'silent' })).find((j) => j.queue === STOCK_DIGEST_QUEUE);
  return { job, mail: path.join(dataDir, 'mail') };
}

const letters = async (dir: string) => (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));

describe('the morning stock digest', () => {
  it('runs at the configured hour, Moscow time, and writes one letter to each owner and manager listing what is low', async () => {
    const { db } = api();
    const owner = await addStaff(db, { role: 'owner' });
    await addStaff(db, { role: 'manager' });
    await addStaff(db, { role: 'warehouse' });
    await db
      .update(offers)
      .set({ lowStockThreshold: 3 })
      .where(eq(offers.id, api().fixture.offerIds.get('ox-body:68')!));
    const { job, mail } = await digestJob(db, { STOCK_DIGEST_HOUR: '7' });
    expect(job).toMatchObject({ cron: '0 7 * * *', tz: 'Europe/Moscow' });
    expect(await job!.run(new Date('2026-12-02T04:30:00Z'))).toMatchObject({ sent: 2 });
    const files = await letters(mail);
    expect(files).toHaveLength(2);
    const raw = await readFile(
      path.join(
        mail,
        files.find((f) => f.endsWith(`.${owner.id}.eml`))!,
      ),
      'utf8',
    );
    expect(raw).toContain(`To: ${owner.email}`);
    const plain = raw.split('Content-Type: text/plain; charset=utf-8')[1]!.split('\r\n\r\n')[1]!;
    const text = Buffer.from(plain.replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(text).toMatch(/^Остатки на 2026-12-02: нет в наличии \d+, мало 1\n/);
    expect(text).toContain('Товар ox-body, размер 68: осталось 3 (порог 3)');
  });

  it('sends nothing when nothing is low, and is no job at all when switched off', async () => {
    const { db } = api();
    await addStaff(db, { role: 'owner' });
    await db.update(offers).set({ stock: 50 }).where(ne(offers.stock, -1));
    const { job, mail } = await digestJob(db);
    expect(await job!.run()).toEqual({ low: 0, sent: 0 });
    expect(await letters(mail)).toEqual([]);
    expect((await digestJob(db, { STOCK_DIGEST: 'off' })).job).toBeUndefined();
  });
});
