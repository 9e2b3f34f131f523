import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseApiConfig, smsDemoOn } from '../../../api/config';
import { smsRuProvider } from '../../../api/providers/sms/smsru';
import { ProviderError } from '../../../api/providers/error';
import { outboxJobsSettled, outboxRowWhen, useJobs, writeSms } from '../jobs/jobs-fixture';
import { API_ID, startFakeSmsRu, type FakeSmsRu } from './sms-fake-smsru';

let fake: FakeSmsRu;
beforeEach(async () => {
  fake = await startFakeSmsRu();
});
afterEach(() => fake.close());

const smsru = () => ({ SMS_PROVIDER: 'smsru', SMSRU_API_ID: API_ID, SMSRU_API_URL: fake.url, SMSRU_FROM: 'Hlopushki' });
const message = { phone: '79161234567', text: 'Код для входа: 123456', reference: 'outbox:1' };

describe('SMS.ru adapter', () => {
  const provider = () => smsRuProvider({ apiUrl: fake.url, apiId: API_ID, from: 'Hlopushki', timeoutMs: 500 });

  it('posts api_id, to, msg, json=1 and from, and answers the sms_id', async () => {
    await expect(provider().send(message)).resolves.toEqual({ externalId: '000000-00000001' });
    expect(fake.requests).toEqual([{ apiId: API_ID, to: '79161234567', msg: 'Код для входа: 123456', json: '1', from: 'Hlopushki' }]);
  });

  it.each([
    ['outage' as const, false],
    ['http-503' as const, false],
    ['hang' as const, false],
    ['refuse' as const, true],
  ])("%s is SMS.ru's ProviderError, permanent: %s", async (answer, permanent) => {
    fake.script = [answer];
    const error = await provider()
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'smsru', permanent });
  });

  it('counts a wrong api_id as retryable: the shop can fix its key while messages wait', async () => {
    const wrong = smsRuProvider({ apiUrl: fake.url, apiId: 'nope', timeoutMs: 500 });
    const error = (await wrong.send(message).catch((e: unknown) => e)) as ProviderError;
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('200');
  });

  it('refuses to start with SMS_PROVIDER=smsru and no SMSRU_API_ID', () => {
    expect(() => parseApiConfig({ SMS_PROVIDER: 'smsru' })).toThrow(/SMSRU_API_ID/);
  });

  it('never hands out the sign-in code with a real gateway, even with SMS_SANDBOX_DEMO=on (as npm start sets it)', () => {
    expect(smsDemoOn(parseApiConfig({ SMS_SANDBOX_DEMO: 'on', SMS_PROVIDER: 'smsru', SMSRU_API_ID: API_ID }))).toBe(false);
    expect(smsDemoOn(parseApiConfig({ SMS_SANDBOX_DEMO: 'on' }))).toBe(true);
  });
});

describe('SMS.ru through the outbox and the job runner', () => {
  const jobs = useJobs();

  it('retries through an outage and delivers the message once', async () => {
    const { database, startRunner } = jobs();
    fake.script = ['outage', 'http-503'];
    await startRunner(smsru());
    const id = await writeSms(database.db, 'login-code:1');
    const row = await outboxRowWhen(database.db, id, 'sent', 15_000);
    expect(row).toMatchObject({ attempts: 3, failedAt: null, lastError: null, externalId: '000000-00000001' });
    expect(fake.requests).toHaveLength(3);
    expect(fake.accepted).toEqual([{ to: '79161234567', msg: 'Код для входа: 123456', smsId: '000000-00000001' }]);
  });

  it('marks a refused number failed and never asks again', async () => {
    const { database, startRunner } = jobs();
    fake.script = ['refuse'];
    const runner = await startRunner(smsru());
    const id = await writeSms(database.db, 'certificate:1');
    const row = await outboxRowWhen(database.db, id, 'failed');
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row.lastError).toMatch(/207/);
    // Neither a retry nor a sweep brings it back: its job is done, none waits to retry it, and the
    // sweep finds nothing to ask for.
    await runner.sweep();
    await outboxJobsSettled(database.db);
    expect(fake.requests).toHaveLength(1);
    expect(fake.accepted).toEqual([]);
  });

  it('counts a timeout as a failed try and delivers on the retry', async () => {
    const { database, startRunner } = jobs();
    fake.script = ['hang'];
    await startRunner(smsru());
    const id = await writeSms(database.db, 'login-code:2');
    const row = await outboxRowWhen(database.db, id, 'sent', 15_000);
    expect(row).toMatchObject({ attempts: 2, failedAt: null });
    expect(fake.accepted).toHaveLength(1);
  });

  it('gives the message up after the last retry of a long outage', async () => {
    const { database, startRunner } = jobs();
    fake.script = ['outage', 'outage', 'outage'];
    await startRunner({ ...smsru(), OUTBOX_RETRY_LIMIT: '1' });
    const id = await writeSms(database.db, 'login-code:3');
    const row = await outboxRowWhen(database.db, id, 'failed', 15_000);
    expect(row).toMatchObject({ sentAt: null, attempts: 2 });
    expect(row.lastError).toMatch(/220/);
    expect(fake.requests).toHaveLength(2);
  });
});
