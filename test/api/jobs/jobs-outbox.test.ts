import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { startWorker } from '../../../api/main';
import { deliverMessage } from '../../../api/outbox/service';
import { ProviderError } from '../../../api/providers/error';
import { textSink } from '../../support/text-sink';
import { deferred } from '../../support/deferred';
import { outboxJobsSettled, outboxRow, outboxRowWhen, useJobs, waitFor, writeSms } from './jobs-fixture';
import { API_ID, startFakeSmsRu, type FakeSmsRu } from '../providers/sms-fake-smsru';

let fake: FakeSmsRu;
beforeEach(async () => {
  fake = await startFakeSmsRu();
});
afterEach(() => fake.close());

const smsru = () => ({ SMS_PROVIDER: 'smsru', SMSRU_API_ID: API_ID, SMSRU_API_URL: fake.url });
const unsent = (db: Db) =>
  db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`).then((r) => r.rows[0]!.n);

describe('outbox delivery jobs', () => {
  const jobs = useJobs();

  it('two runners racing over 40 messages send each exactly once', async () => {
    const { database, startRunner } = jobs();
    fake.delayMs = 20;
    const logs = [textSink(), textSink()];
    const runners = await Promise.all(logs.map((log) => startRunner(smsru(), pino({ level: 'info' }, log.stream))));
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => writeSms(database.db, `login-code:${i}`, { phone: '79160000000', text: `Код ${i}` })),
    );
    // Both also sweep while the wakes are being served: every path asks for every message.
    await Promise.all(runners.flatMap((runner) => [runner.sweep(), runner.sweep()]));
    await waitFor(
      () => unsent(database.db),
      (n) => n === 0,
      15_000,
    );
    // Every job done, none left to run: a second send of any message would have happened by now.
    await outboxJobsSettled(database.db);
    const texts = fake.accepted.map((m) => m.msg).sort();
    expect(texts).toHaveLength(40);
    expect(new Set(texts).size).toBe(40);
    expect(fake.requests).toHaveLength(40);
    const attempts = await database.db.execute(sql`SELECT DISTINCT attempts FROM outbox`);
    expect(attempts.rows).toEqual([{ attempts: 1 }]);
    const sentBy = logs.map((log) => log.chunks.filter((line) => line.includes('сообщение из очереди отправлено')).length);
    expect(sentBy[0]! + sentBy[1]!).toBe(40);
    console.info(`racing runners: messages sent by each ${sentBy.join(' + ')}`);
  });

  it('four instances starting together on a fresh database all start (pg-boss create_queue deadlocks)', async () => {
    const { database, startRunner } = jobs();
    await Promise.all([startRunner(), startRunner(), startRunner(), startRunner()]);
    const id = await writeSms(database.db, 'login-code:four');
    const row = await outboxRowWhen(database.db, id, 'sent');
    expect(row.attempts).toBe(1);
  });

  it("pg-boss keeps its tables in its own schema, out of drizzle's", async () => {
    const { database, startRunner } = jobs();
    const tables = (schema: string) =>
      database.db
        .execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = ${schema}`)
        .then((r) => r.rows[0]!.n);
    const before = await tables('public');
    await startRunner();
    expect(await tables('public')).toBe(before);
    expect(await tables('pgboss')).toBeGreaterThan(0);
  });

  it('a message being sent is skipped, not sent again, by a second delivery of it', async () => {
    const { database } = jobs();
    fake.delayMs = 300;
    const id = await writeSms(database.db, 'login-code:x');
    let sends = 0;
    // The first delivery's send holds until the second delivery has answered.
    const sending = deferred();
    const answered = deferred();
    const send = async () => {
      sends += 1;
      sending.resolve();
      await answered.promise;
      return { externalId: 'x' };
    };
    const message = { id, kind: 'sms' as const };
    const first = deliverMessage(database.db, message, send, { lastTry: false });
    await sending.promise;
    const second = await deliverMessage(database.db, message, send, { lastTry: false });
    answered.resolve();
    const outcomes = [await first, second];
    expect(outcomes.map((o) => o.outcome)).toEqual(['sent', 'skipped']);
    expect(sends).toBe(1);
    await expect(deliverMessage(database.db, message, send, { lastTry: false })).resolves.toEqual({ outcome: 'skipped' });
  });

  it("gives a message up at once on any provider's refusal for good, and leaves one refused for now to be retried", async () => {
    const { database } = jobs();
    const refusing = (provider: 'smsru' | 'smtp' | 'yookassa', permanent: boolean) => async () => {
      throw new ProviderError(`${provider} отказал`, { provider, permanent });
    };
    for (const provider of ['smsru', 'smtp', 'yookassa'] as const) {
      const forGood = { id: await writeSms(database.db, `login-code:${provider}:1`), kind: 'sms' as const };
      const forNow = { id: await writeSms(database.db, `login-code:${provider}:2`), kind: 'sms' as const };
      await expect(deliverMessage(database.db, forGood, refusing(provider, true), { lastTry: false })).resolves.toEqual({
        outcome: 'failed',
        error: `${provider} отказал`,
      });
      await expect(deliverMessage(database.db, forNow, refusing(provider, false), { lastTry: false })).resolves.toEqual({
        outcome: 'retry',
        error: `${provider} отказал`,
      });
      expect(await outboxRow(database.db, forGood.id)).toMatchObject({ attempts: 1, failedAt: expect.any(Date) });
      expect(await outboxRow(database.db, forNow.id)).toMatchObject({ attempts: 1, failedAt: null, sentAt: null });
    }
  });

  it('delivers what was committed while no runner was up, when one starts', async () => {
    const { database, startRunner } = jobs();
    const id = await writeSms(database.db, 'certificate:7');
    await startRunner();
    const row = await outboxRowWhen(database.db, id, 'sent');
    expect(row.attempts).toBe(1);
  });

  it('the periodic sweep delivers a message whose wake was lost', async () => {
    const { database, startRunner } = jobs();
    const runner = await startRunner({ OUTBOX_SWEEP_SECONDS: '1' });
    await runner.sweep(); // the start's own sweep is over: only the timer's can find the row
    await database.db.execute(sql`ALTER TABLE outbox DISABLE TRIGGER outbox_notify`);
    const id = await writeSms(database.db, 'login-code:lost-wake');
    const row = await outboxRowWhen(database.db, id, 'sent', 5_000);
    expect(row.attempts).toBe(1);
  });

  it('stopping lets a message being sent finish and be marked', async () => {
    const { database, startRunner } = jobs();
    fake.delayMs = 1_500;
    const runner = await startRunner({ ...smsru(), SMSRU_TIMEOUT_SECONDS: '5' });
    const id = await writeSms(database.db, 'login-code:stop');
    await waitFor(
      async () => fake.requests.length,
      (n) => n === 1,
    );
    await runner.stop();
    const row = await outboxRow(database.db, id);
    expect(row.sentAt).not.toBeNull();
    expect(fake.accepted).toHaveLength(1);
  });

  it('--role worker runs the runner alone on the database', async () => {
    const { database } = jobs();
    const worker = await startWorker({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      JOBS_POLL_SECONDS: '0.5',
      WORKER_PORT: '0',
    });
    try {
      const id = await writeSms(database.db, 'login-code:worker');
      const row = await outboxRowWhen(database.db, id, 'sent');
      expect(row.externalId).toBe(`sandbox:outbox:${id}`);
    } finally {
      await worker.close();
    }
  });
});
