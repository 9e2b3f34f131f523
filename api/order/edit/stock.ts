/**
 * How an edit moves stock: the net change of each offer between the lines before and after (a line
 * whose offer was deleted moves none, as a cancel gives none back). Pure: the offers were read under
 * their locks, so what is weighed here is what the statement will change.
 */
import { editRefusals as refuse } from './messages';
import type { Offers, WorkLine } from './lines';

/** Units taken off an offer's stock (negative: given back), by offer id. */
export interface StockMove {
  offerId: number;
  quantity: number;
}

function byOffer(lines: readonly WorkLine[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const l of lines) if (l.offerId !== null) counts.set(l.offerId, (counts.get(l.offerId) ?? 0) + l.quantity);
  return counts;
}

/** The moves, in offer id order; refuses more than is on sale and in stock (what the order already holds stays its own). */
export function stockMoves(before: readonly WorkLine[], after: readonly WorkLine[], offers: Offers): StockMove[] {
  const had = byOffer(before);
  const wants = byOffer(after);
  const moves: StockMove[] = [];
  for (const offerId of new Set([...had.keys(), ...wants.keys()])) {
    const held = had.get(offerId) ?? 0;
    const quantity = (wants.get(offerId) ?? 0) - held;
    if (quantity === 0) continue;
    const offer = offers.get(offerId)!;
    if (quantity > 0 && !offer.onSale) throw refuse.offSale(offer);
    if (quantity > offer.stock) throw refuse.overStock(offer, offer.stock + held);
    moves.push({ offerId, quantity });
  }
  return moves.sort((a, b) => a.offerId - b.offerId);
}
