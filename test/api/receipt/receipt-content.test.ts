import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxRow, useJobs, waitFor } from '../jobs/jobs-fixture';
import type { ReceiptBody } from '../payment/payment-fake-receipts';
import { startFakeYookassa, type FakeYookassa } from '../payment/payment-fake-yookassa';
import { paidOrder, yookassaEnv, type PaidOrderOptions } from './receipt-fixture';

let fake: FakeYookassa;
beforeEach(async () => {
  fake = await startFakeYookassa();
});
afterEach(() => fake.close());

const rub = (value: string) => ({ value, currency: 'RUB' });
/** A line as YooKassa reads it: the price of one unit, «без НДС». */
const line = (description: string, quantity: string, price: string, mode = 'full_prepayment', subject = 'commodity') => ({
  description,
  quantity,
  amount: rub(price),
  vat_code: 1,
  payment_mode: mode,
  payment_subject: subject,
});

/**
 * The receipts each order's payment sent, as YooKassa received them (the fake refuses one whose
 * lines do not add up to its settlements, or whose cashless part is not what the payment took).
 */
describe('what a receipt says', () => {
  const jobs = useJobs();

  async function receiptOf(options: PaidOrderOptions): Promise<ReceiptBody & { order: Awaited<ReturnType<typeof paidOrder>> }> {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake, options);
    await startRunner(yookassaEnv(fake));
    const row = await waitFor(
      () => outboxRow(database.db, paid.outboxId),
      (r) => r.sentAt !== null || r.failedAt !== null,
    );
    expect(row.lastError).toBeNull();
    expect(fake.receipts).toHaveLength(1);
    return { ...fake.receipts[0]!.body, order: paid };
  }

  it('an order: its goods after the coupon, the delivery as a service, all paid by SBP, to the buyer', async () => {
    const receipt = await receiptOf({});
    expect(receipt).toEqual({
      type: 'payment',
      payment_id: receipt.order.externalId,
      customer: { full_name: 'Анна', phone: '79991234567', email: 'anna@example.ru' },
      send: true,
      items: [
        line('Боди 1, молочный, размер 62', '2.00', '425.00'),
        line('Боди 2, молочный, размер 68', '1.00', '400.00'),
        line('Доставка курьером', '1.00', '40.00', 'full_prepayment', 'service'),
      ],
      settlements: [{ type: 'cashless', amount: rub('1290.00') }],
      order: receipt.order,
    });
  });

  it('a gift certificate that paid part of the order is counted as a prepayment; SBP is charged the rest', async () => {
    const receipt = await receiptOf({ certificateKopecks: 100_000 });
    expect(receipt.settlements).toEqual([
      { type: 'cashless', amount: rub('290.00') },
      { type: 'prepayment', amount: rub('1000.00') },
    ]);
    expect(receipt.items.map((i) => i.amount.value)).toEqual(['425.00', '400.00', '40.00']);
  });

  it('a gift certificate bought is an advance (subject «платёж»), not goods', async () => {
    const receipt = await receiptOf({ sellsCertificate: true, lines: [{ priceKopecks: 300_000, quantity: 1 }], deliveryKopecks: 0 });
    expect(receipt.items).toEqual([line('Подарочный сертификат на 3 000 р.', '1.00', '3000.00', 'advance', 'payment')]);
    expect(receipt.settlements).toEqual([{ type: 'cashless', amount: rub('3000.00') }]);
  });

  it('a gift with «чек без цен» still has its prices: the fiscal receipt goes to the buyer, not in the parcel', async () => {
    const receipt = await receiptOf({ gift: true, email: null });
    expect(receipt.customer).toEqual({ full_name: 'Анна', phone: '79991234567' });
    expect(receipt.items.map((i) => [i.description, i.amount.value])).toEqual([
      ['Боди 1, молочный, размер 62', '425.00'],
      ['Боди 2, молочный, размер 68', '400.00'],
      ['Доставка курьером', '40.00'],
    ]);
  });

  it('a discount that does not divide by the units splits the line a kopeck apart, and the sums still match', async () => {
    const receipt = await receiptOf({ lines: [{ priceKopecks: 45_000, quantity: 3, discountKopecks: 100 }], deliveryKopecks: 0 });
    expect(receipt.items).toEqual([
      line('Боди 1, молочный, размер 62', '1.00', '449.66'),
      line('Боди 1, молочный, размер 62', '2.00', '449.67'),
    ]);
    expect(receipt.settlements).toEqual([{ type: 'cashless', amount: rub('1349.00') }]);
  });
});
