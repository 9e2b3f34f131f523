import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { textSink } from '../../support/text-sink';
import { outboxRowWhen, useJobs, waitFor, writeSms } from '../jobs/jobs-fixture';

describe('SMS through the outbox with the sandbox provider', () => {
  const jobs = useJobs();

  it('delivers a committed message soon after commit, by the wake alone', async () => {
    const { database, startRunner } = jobs();
    await startRunner();
    const started = Date.now();
    const id = await writeSms(database.db, 'login-code:1');
    const row = await outboxRowWhen(database.db, id, 'sent');
    expect(row).toMatchObject({ attempts: 1, failedAt: null, lastError: null, externalId: `sandbox:outbox:${id}` });
    // No sweep runs in these tests (OUTBOX_SWEEP_SECONDS=3600): the commit's NOTIFY woke the runner.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('sends nothing for a message whose transaction rolled back', async () => {
    const { database, startRunner } = jobs();
    const runner = await startRunner();
    await expect(
      database.db.transaction(async (tx) => {
        await writeSms(tx, 'login-code:rolled-back');
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('the change');
    await runner.sweep();
    const kept = await writeSms(database.db, 'login-code:2');
    await outboxRowWhen(database.db, kept, 'sent');
    const rows = await database.db.query.outbox.findMany();
    expect(rows.map((r) => r.dedupeKey)).toEqual(['login-code:2']);
  });

  it('logs the masked number at info and the text (a code) only at debug', async () => {
    const { database, startRunner } = jobs();
    const info = textSink();
    const debug = textSink();
    await startRunner({}, pino({ level: 'info' }, info.stream));
    await startRunner({}, pino({ level: 'debug' }, debug.stream));
    const id = await writeSms(database.db, 'login-code:3', { phone: '79161234567', text: 'Код для входа: 654321' });
    await outboxRowWhen(database.db, id, 'sent');
    // Until the sandbox has logged the send, whichever runner made it.
    const logs = await waitFor(
      async () => [...info.chunks, ...debug.chunks].join(''),
      (text) => text.includes('+7 916 ***-**-67'),
    );
    // One of the two runners sent it; whichever did, the number never appears whole.
    expect(logs).toContain('+7 916 ***-**-67');
    expect(logs).not.toContain('79161234567');
    expect(info.chunks.join('')).not.toContain('654321');
    if (debug.chunks.join('').includes('+7 916 ***-**-67')) expect(debug.chunks.join('')).toContain('654321');
  });

  it('gives up on a message no gateway could send (no 7XXXXXXXXXX number), once', async () => {
    const { database, startRunner } = jobs();
    await startRunner();
    const id = await writeSms(database.db, 'certificate:9', { phone: '+7 (916) 123-45-67', text: 'Ваш сертификат' });
    const row = await outboxRowWhen(database.db, id, 'failed');
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row.lastError).toMatch(/7XXXXXXXXXX/);
  });
});
