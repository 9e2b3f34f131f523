import { describe, expect, it } from 'vitest';
import type { ReceiptLine } from '../providers/payment/types';
import { refundLines } from './refund-lines';

const goods = (name: string, quantity: number, priceKopecks: number): ReceiptLine => ({
  name,
  quantity,
  priceKopecks,
  sumKopecks: quantity * priceKopecks,
  vat: 'none',
  paymentSubject: 'commodity',
  paymentMode: 'full_prepayment',
});
const delivery: ReceiptLine = { ...goods('Доставка курьером', 1, 4_000), paymentSubject: 'service' };
// The first receipt of the payment fixture's order: 2 × 425 р., 1 × 400 р., 40 р. delivery = 1 290 р.
const first = [goods('Боди 1', 2, 42_500), goods('Боди 2', 1, 40_000), delivery];
const shape = (lines: ReceiptLine[]) => lines.map((l) => [l.name, l.quantity, l.priceKopecks, l.sumKopecks]);
const sum = (lines: ReceiptLine[]) => lines.reduce((s, l) => s + l.sumKopecks, 0);

describe('the lines of a refund’s receipt when the refund is an amount', () => {
  it('returns whole units of the last goods first, at their price', () => {
    expect(shape(refundLines(first, { fromKopecks: 0, kopecks: 82_500 }))).toEqual([
      ['Боди 2', 1, 40_000, 40_000],
      ['Боди 1', 1, 42_500, 42_500],
    ]);
  });

  it('returns a unit only partly covered as one unit at the part covered', () => {
    expect(shape(refundLines(first, { fromKopecks: 0, kopecks: 50_000 }))).toEqual([
      ['Боди 2', 1, 40_000, 40_000],
      ['Боди 1', 1, 10_000, 10_000],
    ]);
  });

  it('goes on where earlier refunds stopped, and the refund of all that is left ends with the delivery', () => {
    const second = refundLines(first, { fromKopecks: 50_000, kopecks: 79_000 });
    expect(shape(second)).toEqual([
      ['Боди 1', 1, 32_500, 32_500],
      ['Боди 1', 1, 42_500, 42_500],
      ['Доставка курьером', 1, 4_000, 4_000],
    ]);
    expect(sum(second)).toBe(79_000);
  });

  it('joins the whole units of a line in one line, each line’s sum its price times quantity', () => {
    const lines = refundLines([goods('Носки', 5, 19_900)], { fromKopecks: 0, kopecks: 3 * 19_900 });
    expect(shape(lines)).toEqual([['Носки', 3, 19_900, 59_700]]);
  });
});
