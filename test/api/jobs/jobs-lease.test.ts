/**
 * A job runner killed in the middle of a job gives it up within its lease, and another runner
 * retries it then; a living runner keeps a job that outlasts the lease (api/jobs/lease.ts,
 * docs/decisions/065). Before the lease, a killed runner's job waited out its queue's expiry: 90 s
 * for an SMS, 5 minutes for an order's notices, 15 for the unpaid orders' release, plus pg-boss's
 * two-minute maintenance.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { connect } from '../../../api/db/database';
import { bossSql } from '../../../api/jobs/boss-sql';
import { startLeases } from '../../../api/jobs/lease';
import { UNPAID_ORDERS_QUEUE } from '../../../api/jobs/unpaid-orders';
import { API_ID, startFakeSmsRu, type FakeSmsRu } from '../providers/sms-fake-smsru';
import { outboxRowWhen, useJobs, waitFor, writeSms } from './jobs-fixture';

const LEASE = { JOBS_LEASE_SECONDS: '2', OUTBOX_RETRY_DELAY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' };

let fake: FakeSmsRu;
let child: ChildProcess | undefined;
beforeEach(async () => {
  fake = await startFakeSmsRu();
});
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  child = undefined;
  await fake.close();
});

// A try that waits longer than the whole test for SMS.ru: only the lease can end it.
const smsru = () => ({ SMS_PROVIDER: 'smsru', SMSRU_API_ID: API_ID, SMSRU_API_URL: fake.url, SMSRU_TIMEOUT_SECONDS: '60' });

/** `node main.ts --role worker` on the database, as an instance of the shop runs it; resolves once it takes jobs. */
async function startWorkerProcess(databaseUrl: string): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'main.ts', '--role', 'worker'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: databaseUrl, WORKER_PORT: '0', ...smsru(), ...LEASE },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: worker.stdout! });
    lines.on('line', (line) => {
      if (line.includes('обработчик заданий запущен')) resolve();
    });
    lines.on('close', () => reject(new Error('the worker ended before it started')));
  });
  return worker;
}

describe('a job runner’s lease on its jobs', () => {
  const jobs = useJobs();

  it('a runner killed (SIGKILL) in the middle of sending an SMS: another runner sends it within seconds of the lease', async () => {
    const { database, startRunner } = jobs();
    fake.script = ['hang'];
    child = await startWorkerProcess(database.url);
    const id = await writeSms(database.db, 'login-code:killed', { phone: '79161234567', text: 'Код для входа: 424242' });
    await waitFor(
      async () => fake.requests.length,
      (n) => n === 1,
      20_000,
    );
    expect(fake.requests).toHaveLength(1);

    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = Date.now();
    await startRunner(smsru(), undefined);
    const row = await outboxRowWhen(database.db, id, 'sent', 20_000);
    const seconds = (Date.now() - killedAt) / 1000;
    console.info(`killed runner's SMS sent by another ${seconds.toFixed(1)} s after the kill (lease 2 s)`);

    expect(row.sentAt).not.toBeNull();
    expect(fake.accepted.map((m) => m.msg)).toEqual(['Код для входа: 424242']);
    // Lease 2 s, maintenance every 1 s, the first retry's delay 1–2 s, polls of 0.5 s: the old
    // expiry (90 s, then a maintenance every 2 minutes) would be far past this.
    expect(seconds).toBeLessThan(10);
  }, 60_000);

  it('a living runner keeps an SMS whose send outlasts the lease: a second runner does not send it again', async () => {
    const { database, startRunner } = jobs();
    fake.delayMs = 5_000;
    await Promise.all([startRunner({ ...smsru(), ...LEASE }), startRunner({ ...smsru(), ...LEASE })]);
    const id = await writeSms(database.db, 'login-code:slow', { phone: '79161234567', text: 'Код для входа: 515151' });
    const row = await outboxRowWhen(database.db, id, 'sent', 20_000);

    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(fake.requests).toHaveLength(1);
    const job = await database.db.execute<{ state: string; retry_count: number }>(
      sql`SELECT state::text, retry_count FROM pgboss.job WHERE name = 'outbox.sms'`,
    );
    expect(job.rows).toEqual([{ state: 'completed', retry_count: 0 }]);
  }, 30_000);

  it('the unpaid orders’ release, whose run a killed runner held: the next run comes within seconds, not after 15 minutes', async () => {
    const { database, startRunner } = jobs();
    await startRunner(LEASE);
    // A runner that took the release's job, leased it as the runner's handlers do, and died: no
    // renewal comes any more, and the queue (stately: one running at most) starts no other run
    // until that one is given away.
    const { pool } = connect(database.url, pino({ level: 'silent' }));
    const dead = new PgBoss({ connectionString: database.url, schema: 'pgboss', supervise: false, schedule: false });
    await dead.start();
    const leases = startLeases(bossSql(pool), { schema: 'pgboss', leaseSeconds: 2, logger: pino({ level: 'silent' }) });
    try {
      const held = await dead.send(UNPAID_ORDERS_QUEUE, {});
      expect((await dead.fetch(UNPAID_ORDERS_QUEUE))?.[0]?.id).toBe(held);
      void leases.hold(UNPAID_ORDERS_QUEUE, [held!], 15 * 60, () => new Promise(() => undefined));
      await new Promise((resolve) => setTimeout(resolve, 100));
      leases.stop();
      const takenAt = Date.now();
      // The next tick's run, queued behind it.
      const next = await dead.send(UNPAID_ORDERS_QUEUE, {});
      const state = async (id: string | null) =>
        (await database.db.execute<{ state: string }>(sql`SELECT state::text FROM pgboss.job WHERE id = ${id}`)).rows[0]?.state;

      expect(
        await waitFor(
          () => state(next),
          (s) => s === 'completed',
          20_000,
        ),
      ).toBe('completed');
      const seconds = (Date.now() - takenAt) / 1000;
      console.info(`the release queued behind a dead runner's run completed ${seconds.toFixed(1)} s after that run was taken (lease 2 s)`);
      expect(await state(held)).toBe('failed');
      expect(seconds).toBeLessThan(8);
    } finally {
      leases.stop();
      await dead.stop({ graceful: false, close: true });
      await pool.end();
    }
  }, 60_000);
});
