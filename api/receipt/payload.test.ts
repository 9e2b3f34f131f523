import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../shared/format/number';
import type { orderItems } from '../order/schema';
import { type StoredOrder, storedOrder } from '../order/stored-order.fixture';
import { buildReceipt } from './payload';
import { buildSurchargeReceipt } from './surcharge';

type Order = StoredOrder;
type Item = typeof orderItems.$inferSelect;

const order = (over: Partial<Order>): Order =>
  storedOrder({
    id: 42,
    idempotencyKey: 'k',
    status: 'paid',
    email: 'anna@example.ru',
    pickupPointId: 1,
    goodsKopecks: 0,
    totalKopecks: 0,
    consentAt: new Date(0),
    createdAt: new Date(0),
    paidAt: new Date(0),
    ...over,
  });

let nextId = 1;
const item = (priceKopecks: number, quantity: number, discountKopecks = 0, giftCertificate = false): Item => ({
  id: nextId++,
  orderId: 42,
  offerId: null,
  productId: null,
  productCode: 'body',
  name: 'Боди с длинным рукавом',
  colour: 'молочный',
  size: '62',
  picture: null,
  quantity,
  priceKopecks,
  oldPriceKopecks: null,
  discountKopecks,
  giftCertificate,
});

/** An order whose money adds up as placement writes it. */
function placed(items: Item[], deliveryKopecks: number, deliveryMethod: Order['deliveryMethod'] = 'pickup') {
  const goods = items.reduce((s, i) => s + i.priceKopecks * i.quantity, 0);
  const discount = items.reduce((s, i) => s + i.discountKopecks, 0);
  return order({
    goodsKopecks: goods,
    discountKopecks: discount,
    deliveryKopecks,
    totalKopecks: goods - discount + deliveryKopecks,
    deliveryMethod,
  });
}

const total = (lines: { sumKopecks: number }[]) => lines.reduce((s, l) => s + l.sumKopecks, 0);

describe('the 54-FZ receipt of a paid order', () => {
  it('adds up to the order total, the discount spread over the lines, delivery as a service', () => {
    // 10 % off 3 × 333.33 р. + 1 × 1 200 р. = 199.99 р. split 100.00 + 99.99 between the lines.
    const items = [item(33_333, 3, 10_000), item(120_000, 1, 9_999)];
    const o = placed(items, 35_000, 'courier');
    const receipt = buildReceipt(o, items, { provider: 'sandbox', externalId: 'AD10X' });

    expect(total(receipt.items)).toBe(o.totalKopecks);
    expect(receipt.totalKopecks).toBe(o.totalKopecks);
    expect(receipt.payment).toEqual({ method: 'sbp', provider: 'sandbox', externalId: 'AD10X', sumKopecks: o.totalKopecks });
    for (const line of receipt.items) {
      expect(line.sumKopecks).toBe(line.priceKopecks * line.quantity);
      expect(line.vat).toBe('none');
    }
    expect(receipt.items.at(-1)).toEqual({
      name: 'Доставка курьером',
      quantity: 1,
      priceKopecks: 35_000,
      sumKopecks: 35_000,
      vat: 'none',
      paymentSubject: 'service',
      paymentMode: 'full_prepayment',
    });
    expect(receipt.items.slice(0, -1).every((l) => l.paymentSubject === 'commodity')).toBe(true);
    expect(receipt.customer).toEqual({ name: 'Анна', phone: '+79991234567', email: 'anna@example.ru' });
  });

  it('splits units a kopeck apart when a discounted line does not divide by its quantity', () => {
    // 3 × 333.33 р. − 100.00 р. = 899.99 р., not a whole kopeck per unit: 1 × 299.99 р. + 2 × 300.00 р.
    const items = [item(33_333, 3, 10_000)];
    const receipt = buildReceipt(placed(items, 0), items, { provider: 'sandbox', externalId: 'AD10X' });
    expect(receipt.items.map((l) => [l.quantity, l.priceKopecks])).toEqual([
      [1, 29_999],
      [2, 30_000],
    ]);
    expect(total(receipt.items)).toBe(89_999);
  });

  it('has no delivery line when delivery was free, and names lines by product, colour and size', () => {
    const items = [item(120_000, 2)];
    const receipt = buildReceipt(placed(items, 0), items, { provider: 'yookassa', externalId: 'p-1' });
    expect(receipt.items).toHaveLength(1);
    expect(receipt.items[0]).toMatchObject({ name: 'Боди с длинным рукавом, молочный, размер 62', quantity: 2, priceKopecks: 120_000 });
    expect(total(receipt.items)).toBe(240_000);
  });

  it('charges SBP only what a gift certificate left, and counts the certificate part as a prepayment', () => {
    const items = [item(120_000, 1)];
    const o = { ...placed(items, 29_000), certificateCode: 'K7QW3MZP9XRDH2TE', certificateKopecks: 100_000 };
    const receipt = buildReceipt(o, items, { provider: 'sandbox', externalId: 'AD10X' });
    expect(total(receipt.items)).toBe(149_000);
    expect(receipt.payment.sumKopecks).toBe(49_000);
    expect(receipt.prepaidKopecks).toBe(100_000);
    expect(receipt.payment.sumKopecks + receipt.prepaidKopecks).toBe(receipt.totalKopecks);
  });

  it('sells a gift certificate as an advance, not as goods, its name with plain spaces', () => {
    // The catalogue names it as pages show it, with the no-break spaces of formatPrice; the fiscal
    // data operator gets plain ones.
    const items = [{ ...item(300_000, 2, 0, true), name: `Подарочный сертификат на ${formatPrice(3000)}` }];
    expect(items[0]!.name).toContain('\u00a0');
    const receipt = buildReceipt(placed(items, 0), items, { provider: 'sandbox', externalId: 'AD10X' });
    expect(receipt.items).toEqual([
      {
        name: 'Подарочный сертификат на 3 000 р.',
        quantity: 2,
        priceKopecks: 300_000,
        sumKopecks: 600_000,
        vat: 'none',
        paymentSubject: 'payment',
        paymentMode: 'advance',
      },
    ]);
    expect(receipt.prepaidKopecks).toBe(0);
  });
});

describe('the 54-FZ receipt of a surcharge', () => {
  const payment = (kopecks: number) => ({ paymentId: 7, provider: 'sandbox', externalId: 'AD10S', kopecks });

  it('sells the line an edit added, last goods first, as prepaid, for exactly what the surcharge took', () => {
    // A bodysuit paid before; the hat added by the edit is the last line.
    const items = [item(150_000, 1), { ...item(45_050, 1), name: 'Панама' }];
    const receipt = buildSurchargeReceipt({ ...placed(items, 29_000), certificateKopecks: 20_000 }, items, payment(45_050));
    expect(receipt.items).toEqual([expect.objectContaining({ name: 'Панама, молочный, размер 62', quantity: 1, priceKopecks: 45_050 })]);
    expect(receipt.items[0]!.paymentMode).toBe('full_prepayment');
    expect(receipt).toMatchObject({ operation: 'income', totalKopecks: 45_050, prepaidKopecks: 0, payment: { sumKopecks: 45_050 } });
  });

  it('names a unit only partly covered at the part it covers, and the sums still match', () => {
    // One more bodysuit, but delivery became free: 1 500 р. − 290 р. on top.
    const items = [item(150_000, 2)];
    const receipt = buildSurchargeReceipt(placed(items, 0), items, payment(121_000));
    expect(receipt.items.map((l) => [l.quantity, l.priceKopecks, l.sumKopecks])).toEqual([[1, 121_000, 121_000]]);
    expect(total(receipt.items)).toBe(121_000);
  });
});
