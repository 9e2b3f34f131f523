import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../api/providers/error';
import { smtpEmailProvider } from '../../../api/providers/email/smtp';
import { startFakeSmtp, type FakeSmtp } from '../notices/notices-smtp';

let smtp: FakeSmtp;
beforeEach(async () => {
  smtp = await startFakeSmtp();
});
afterEach(() => smtp.close());

/** Any letter: the adapter carries what it is given. */
const letter = { from: 'noreply@localhost', to: 'anna@example.ru', subject: 'Проверка', text: 'Проверка', html: '<p>Проверка</p>' };

const refusalOf = (send: Promise<unknown>) =>
  send.then(
    () => null,
    (error: unknown) => error,
  );

describe('SMTP adapter', () => {
  const provider = () => smtpEmailProvider({ url: smtp.url, timeoutMs: 2_000 });

  it("answers a 550 for the recipient with SMTP's permanent ProviderError", async () => {
    smtp.refused.add('anna@example.ru');
    const error = await refusalOf(provider().send({ ...letter, messageId: '<check.1@localhost>' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'smtp', permanent: true, message: expect.stringContaining('550') });
  });

  it('answers a 451 "try again later" with a ProviderError that is not permanent', async () => {
    smtp.failNext = 1;
    const error = await refusalOf(provider().send({ ...letter, messageId: '<check.1@localhost>' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'smtp', permanent: false, message: expect.stringContaining('451') });
  });

  it('answers a server that is not there with a ProviderError that is not permanent', async () => {
    await smtp.close();
    const error = await refusalOf(provider().send({ ...letter, messageId: '<check.1@localhost>' }));
    expect(error).toMatchObject({ provider: 'smtp', permanent: false });
  });
});
