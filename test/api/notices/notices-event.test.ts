/**
 * An order event's notices go out by one job (docs/decisions/024, round 4): one wake, one claim,
 * one reading of the order for its letters, one mark; each message still once, and a failure of one
 * channel neither blocks nor re-sends the others.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { outboxDeliveries } from '../../../api/jobs';
import { outboxEventJobId, OUTBOX_EVENT_QUEUE } from '../../../api/jobs/outbox';
import { parseApiConfig } from '../../../api/config';
import { deliverEvent } from '../../../api/outbox/service';
import { textSink } from '../../support/text-sink';
import { allDelivered, notices, useNoticesShop } from './notices-fixture';
import { checkoutBody, confirmPhoneFor, orderOf, shopperWith } from '../order/order-fixture';

const silent = pino({ level: 'silent' });
const smsSent = (log: ReturnType<typeof textSink>) => log.chunks.filter((line) => line.includes('SMS (песочница)')).length;

describe("an order event's notices", () => {
  const shop = useNoticesShop();

  it('go by one job of the event queue, each message once', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    const log = textSink();
    await startRunner(pino({ level: 'info' }, log.stream));
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    await confirmPhoneFor(db, buyer, checkoutBody(pointId).phone);
    orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash' })));
    await allDelivered(db);

    const rows = await notices(db);
    const event = rows[0]!.eventKey!;
    expect(event).toMatch(/^order:\d+:placed$/);
    expect(rows.map((r) => [r.kind, r.eventKey, r.attempts, r.sentAt !== null])).toEqual([
      ['sms', event, 1, true],
      ['email', event, 1, true],
      ['email', event, 1, true],
    ]);
    const jobs = await db.execute<{ name: string; id: string }>(sql`SELECT name, id::text FROM pgboss.job WHERE name LIKE 'outbox.%'`);
    expect(jobs.rows).toEqual([{ name: OUTBOX_EVENT_QUEUE, id: outboxEventJobId(event) }]);
    expect(smtp.received.map((m) => m.to).sort()).toEqual(['anna@example.ru', 'orders@hlopushki.test']);
    expect(smsSent(log)).toBe(1);
  });

  it('a letter the server cannot take for now is retried alone: the SMS and the other letter go once', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    smtp.failNext = 1;
    const log = textSink();
    await startRunner(pino({ level: 'info' }, log.stream));
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    await confirmPhoneFor(db, buyer, checkoutBody(pointId).phone);
    orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash' })));
    await allDelivered(db);

    // Letters go before the SMS, the buyer's first: its first try got 451.
    const rows = await notices(db);
    expect(rows.map((r) => [r.dedupeKey.split(':').slice(2).join(':'), r.attempts, r.sentAt !== null])).toEqual([
      ['placed:buyer:sms', 1, true],
      ['placed:buyer:email', 2, true],
      ['placed:shop:email', 1, true],
    ]);
    expect(smtp.received.map((m) => m.to).sort()).toEqual(['anna@example.ru', 'orders@hlopushki.test']);
    expect(smsSent(log)).toBe(1);
  });

  it('sent and then not marked (a crash before the commit) are sent again, the letters with their Message-IDs', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    await confirmPhoneFor(db, buyer, checkoutBody(pointId).phone);
    orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash' })));
    const event = (await notices(db))[0]!.eventKey!;
    const config = parseApiConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, SHOP_NOTIFY_EMAIL: 'orders@hlopushki.test' });
    const senders = new Map(outboxDeliveries(config, silent, db).map((d) => [d.kind, d.send]));
    // What a runner that died between the sends and its commit did: it sent, and marked nothing.
    const crash = new Error('crash');
    await expect(
      db.transaction(async (tx) => {
        const sent = await deliverEvent(tx, event, senders, { lastTry: false });
        expect(sent.map((m) => m.outcome)).toEqual(['sent', 'sent', 'sent']);
        throw crash;
      }),
    ).rejects.toBe(crash);
    expect((await notices(db)).every((r) => r.sentAt === null && r.attempts === 0)).toBe(true);

    await startRunner();
    await allDelivered(db);
    expect((await notices(db)).map((r) => r.attempts)).toEqual([1, 1, 1]);
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(2);
  });
});
