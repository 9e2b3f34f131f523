/**
 * An edit's operations on the order's lines, in memory (pure): the lines as they will be, or the
 * refusal of the first operation that cannot be done. Stock is weighed afterwards on the net change
 * of each offer (stock.ts), so that swapping sizes back and forth in one call asks nothing twice.
 */
import type { BasketLine } from '../../basket/service';
import { GIFT_CERTIFICATE_KIND } from '../../certificate/service';
import type { orderItems } from '../schema';
import { editRefusals as refuse } from './messages';
import type { OrderEditOperation } from './operations';

type ItemRow = typeof orderItems.$inferSelect;

/** A line as the edit works on it: the stored row's copy, or a new line (lineId null). */
export type WorkLine = Pick<
  ItemRow,
  'offerId' | 'productId' | 'productCode' | 'name' | 'colour' | 'size' | 'picture' | 'quantity' | 'priceKopecks' | 'oldPriceKopecks'
> & { lineId: number | null };

export const workLine = (item: ItemRow): WorkLine => ({
  lineId: item.id,
  offerId: item.offerId,
  productId: item.productId,
  productCode: item.productCode,
  name: item.name,
  colour: item.colour,
  size: item.size,
  picture: item.picture,
  quantity: item.quantity,
  priceKopecks: item.priceKopecks,
  oldPriceKopecks: item.oldPriceKopecks,
});

/** The offers the edit touches, read under their locks, by id. */
export type Offers = ReadonlyMap<number, BasketLine>;

/** A new line of `offer`: the product as it is on sale now, at its price now. */
function newLine(offer: BasketLine, quantity: number): WorkLine {
  return {
    lineId: null,
    offerId: offer.offerId,
    productId: offer.productId,
    productCode: offer.code,
    name: offer.name,
    colour: offer.colourName,
    size: offer.size,
    picture: offer.picture,
    quantity,
    priceKopecks: offer.priceKopecks,
    oldPriceKopecks: offer.oldPriceKopecks,
  };
}

function lineAt(lines: readonly WorkLine[], lineId: number): number {
  const at = lines.findIndex((l) => l.lineId === lineId);
  if (at < 0) throw refuse.noLine(lineId);
  return at;
}

/** The offer to sell more of (a new line, a new size): it exists and is on sale; a certificate never. */
function offerToSell(offers: Offers, offerId: number): BasketLine {
  const offer = offers.get(offerId);
  if (!offer) throw refuse.noOffer();
  if (offer.kind === GIFT_CERTIFICATE_KIND) throw refuse.certificateAdded();
  if (!offer.onSale) throw refuse.offSale(offer);
  return offer;
}

function refuseDuplicate(lines: readonly WorkLine[], offer: BasketLine): void {
  if (lines.some((l) => l.offerId === offer.offerId)) throw refuse.alreadyInOrder(offer);
}

/** A size swap keeps the line's quantity and the price it was bought at: same product, same price. */
function swapped(lines: WorkLine[], at: number, offers: Offers, offerId: number): WorkLine[] {
  const line = lines[at]!;
  if (line.offerId === offerId) return lines;
  const offer = offerToSell(offers, offerId);
  if (line.productId === null || offer.productId !== line.productId) throw refuse.otherProduct();
  refuseDuplicate(lines, offer);
  return lines.map((l, i) => (i === at ? { ...l, offerId: offer.offerId, size: offer.size } : l));
}

function applyOne(lines: WorkLine[], op: OrderEditOperation, offers: Offers): WorkLine[] {
  switch (op.op) {
    case 'quantity': {
      const at = lineAt(lines, op.lineId);
      return lines.map((l, i) => (i === at ? { ...l, quantity: op.quantity } : l));
    }
    case 'size':
      return swapped(lines, lineAt(lines, op.lineId), offers, op.offerId);
    case 'remove': {
      const at = lineAt(lines, op.lineId);
      return lines.filter((_, i) => i !== at);
    }
    case 'add': {
      const offer = offerToSell(offers, op.offerId);
      refuseDuplicate(lines, offer);
      return [...lines, newLine(offer, op.quantity)];
    }
  }
}

/** The lines after every operation, in order; an order left without lines is refused (cancel it instead). */
export function applyOperations(lines: readonly WorkLine[], operations: readonly OrderEditOperation[], offers: Offers): WorkLine[] {
  const after = operations.reduce((current, op) => applyOne(current, op, offers), [...lines]);
  if (after.length === 0) throw refuse.empty();
  // An edit to what the order already holds would still be history and an SMS «состав изменён».
  if (after.length === lines.length && after.every((l, i) => sameLine(l, lines[i]!))) throw refuse.unchanged();
  return after;
}

const sameLine = (a: WorkLine, b: WorkLine) => a.lineId === b.lineId && a.offerId === b.offerId && a.quantity === b.quantity;

/** The offers an edit touches: its lines' and the operations' (locked together, in id order). */
export function offersTouched(lines: readonly WorkLine[], operations: readonly OrderEditOperation[]): number[] {
  const ids = new Set<number>();
  for (const l of lines) if (l.offerId !== null) ids.add(l.offerId);
  for (const op of operations) if (op.op === 'size' || op.op === 'add') ids.add(op.offerId);
  return [...ids].sort((a, b) => a - b);
}
