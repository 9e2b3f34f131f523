/**
 * Which goods a refund's receipt («возврат прихода») returns, when all the refund says is an amount
 * (docs/decisions/047). The prepayment receipt's lines are laid end to end — goods from the last
 * line back to the first, delivery after all goods — and each refund takes the next stretch of that
 * row of money, the earlier refunds' stretches before it. A whole unit covered is returned at its
 * price; a unit only partly covered is one unit at the part covered. So the lines always add up to
 * the refund, refunds in turn never return the same kopeck twice, and the last one, which returns
 * everything left, ends with the delivery.
 */
import type { ReceiptLine } from '../providers/payment/types';

/** A refund's stretch of the row: from this many kopecks in, this many. */
export interface Stretch {
  fromKopecks: number;
  kopecks: number;
}

/** The first receipt's lines in the order refunds take them: goods last line first, then the services. */
const inRefundOrder = (lines: readonly ReceiptLine[]) => [
  ...lines.filter((l) => l.paymentSubject !== 'service').reverse(),
  ...lines.filter((l) => l.paymentSubject === 'service'),
];

/** Adds `quantity` units at `price` of `line` to `out`, joined with the last one when it is the same line at the same price. */
function push(out: ReceiptLine[], line: ReceiptLine, price: number, from: ReceiptLine | undefined) {
  const last = out.at(-1);
  if (last && from === line && last.priceKopecks === price) {
    last.quantity += 1;
    last.sumKopecks += price;
    return;
  }
  out.push({ ...line, quantity: 1, priceKopecks: price, sumKopecks: price });
}

/** The lines of `first` that the stretch covers; they add up to stretch.kopecks while the receipt has that much. */
export function refundLines(first: readonly ReceiptLine[], stretch: Stretch): ReceiptLine[] {
  const start = stretch.fromKopecks;
  const end = start + stretch.kopecks;
  const out: ReceiptLine[] = [];
  let lastSource: ReceiptLine | undefined;
  let position = 0;
  for (const line of inRefundOrder(first)) {
    for (let unit = 0; unit < line.quantity && position < end; unit += 1) {
      const covered = Math.min(end, position + line.priceKopecks) - Math.max(start, position);
      if (covered > 0) {
        push(out, line, covered, lastSource);
        lastSource = line;
      }
      position += line.priceKopecks;
    }
  }
  return out;
}
