import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileEmailProvider } from '../../../api/providers/email/file';
import { textSink } from '../../support/text-sink';
import { allDelivered, notices, useNoticesShop } from './notices-fixture';
import { checkoutBody, confirmPhoneFor, orderOf, shopperWith } from '../order/order-fixture';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-mail-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const letter = {
  from: '"Хлопушки" <noreply@localhost>',
  to: 'anna@example.ru',
  subject: 'Заказ ABC оформлен — Хлопушки',
  text: 'Здравствуйте, Анна!\n',
  html: '<p>Здравствуйте, Анна!</p>',
  messageId: '<order-ABC.placed.buyer.7@localhost>',
};

describe('order letters without an SMTP server', () => {
  const shop = useNoticesShop();

  it('are written as .eml files under DATA_DIR/mail/ that a mail client reads, and their paths logged', async () => {
    const { app, db, pointId, offer, startRunner } = await shop({ SMTP_URL: '', DATA_DIR: dataDir });
    const log = textSink();
    await startRunner(pino({ level: 'info' }, log.stream));
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    await confirmPhoneFor(db, buyer, checkoutBody(pointId).phone);
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash' })));
    await allDelivered(db);

    const dir = path.join(dataDir, 'mail');
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([
      expect.stringMatching(`^order-${placed.CODE}\\.placed\\.buyer\\.\\d+\\.eml$`),
      expect.stringMatching(`\\.placed\\.shop\\.\\d+\\.eml$`),
    ]);
    const mail = await simpleParser(await readFile(path.join(dir, files[0]!)));
    expect(mail.subject).toBe(`Заказ ${placed.CODE} оформлен — Хлопушки`);
    expect(mail.text).toContain('Здравствуйте, Анна Петрова!');
    expect(mail.html).toContain('ИНН 7700000000');
    const logged = log.chunks.filter((line) => line.includes('письмо записано в файл')).map((line) => JSON.parse(line) as { file: string });
    expect(logged.map((l) => l.file).sort()).toEqual(files.map((f) => path.join(dir, f)));
    const emails = (await notices(db)).filter((r) => r.kind === 'email');
    expect(emails.map((r) => r.externalId).sort()).toEqual(files.map((f) => `file:${path.join(dir, f)}`));
  });

  it('a retry of one letter rewrites its one file', async () => {
    const provider = fileEmailProvider(path.join(dataDir, 'mail'), pino({ level: 'silent' }));
    await provider.send(letter);
    await provider.send(letter);
    expect(await readdir(path.join(dataDir, 'mail'))).toEqual(['order-ABC.placed.buyer.7.eml']);
  });

  it('are written even when the folder is removed while the shop runs', async () => {
    const dir = path.join(dataDir, 'mail');
    const provider = fileEmailProvider(dir, pino({ level: 'silent' }));
    await provider.send({ ...letter, messageId: '<one@localhost>' });
    await rm(dir, { recursive: true });
    await provider.send({ ...letter, messageId: '<two@localhost>' });
    expect(await readdir(dir)).toEqual(['two.eml']);
  });
});

describe('order letters over SMTP', () => {
  const shop = useNoticesShop();

  it('gives up at once on an address the server refuses for good, and still tells the shop', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    smtp.refused.add('anna@example.ru');
    await startRunner();
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    await confirmPhoneFor(db, buyer, checkoutBody(pointId).phone);
    orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash' })));
    await allDelivered(db);

    const emails = (await notices(db)).filter((r) => r.kind === 'email');
    expect(emails.map((r) => [r.dedupeKey.split(':').slice(2).join(':'), r.attempts, r.sentAt !== null, r.failedAt !== null])).toEqual([
      ['placed:buyer:email', 1, false, true],
      ['placed:shop:email', 1, true, false],
    ]);
    expect(emails[0]!.lastError).toMatch(/550/);
    expect(smtp.received.map((m) => m.to)).toEqual(['orders@hlopushki.test']);
  });

  it('retries a letter the server could not take for now, and it arrives once, with the same Message-ID', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop({ SHOP_NOTIFY_EMAIL: 'orders@hlopushki.test' });
    smtp.failNext = 1;
    await startRunner();
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    await confirmPhoneFor(db, buyer, checkoutBody(pointId).phone);
    orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash', email: '' })));
    await allDelivered(db);

    // No e-mail in the order: the shop's letter is the only one; its first try got 451.
    const [email] = (await notices(db)).filter((r) => r.kind === 'email');
    expect(email).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
    expect(email!.sentAt).not.toBeNull();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.messageId).toMatch(new RegExp(`\\.placed\\.shop\\.${email!.id}@localhost>$`));
  });
});
