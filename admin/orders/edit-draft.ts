import type { OfferPick, OrderEditOperation, OrderLine } from './types';

/**
 * The line edit dialog's state and the one request it sends (decision 048): what staff changed on
 * each line (quantity as typed, another size, removed) and the lines they added; then the
 * operations of POST /admin/orders/{id}/lines/, all applied or none.
 */

export interface LineChange {
  /** As typed in the field. */
  quantity: string;
  /** The size (offer) chosen; the line's own when unchanged. */
  offerId: number | null;
  size: string;
  removed: boolean;
}

export interface AddedLine {
  offer: OfferPick;
  quantity: string;
}

export interface EditDraft {
  lines: Record<number, LineChange>;
  added: AddedLine[];
}

/** As many of one size as a basket line may hold (the contract's limit). */
export const QUANTITY_MAX = 999;

export function startDraft(lines: readonly OrderLine[]): EditDraft {
  const changes: Record<number, LineChange> = {};
  for (const l of lines) changes[l.id] = { quantity: String(l.quantity), offerId: l.offerId, size: l.size, removed: false };
  return { lines: changes, added: [] };
}

/** A quantity as typed, or null when it is not a whole number from 1 to QUANTITY_MAX. */
export function parseQuantity(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= QUANTITY_MAX ? n : null;
}

export type DraftResult = { operations: OrderEditOperation[]; problem: null } | { operations: null; problem: string };

const wrongQuantity = (name: string, size: string) => `«${name}», размер ${size}: количество — целое число от 1 до ${QUANTITY_MAX}`;

/**
 * The operations of the draft, in an order the server can apply one after another: removals first
 * (a size freed by a removed line may be taken by another), then size swaps, quantities, and the
 * added lines; or the first problem to show instead of sending anything.
 */
export function editOperations(lines: readonly OrderLine[], draft: EditDraft): DraftResult {
  const removals: OrderEditOperation[] = [];
  const swaps: OrderEditOperation[] = [];
  const quantities: OrderEditOperation[] = [];
  const kept = new Set<number>();
  for (const line of lines) {
    const change = draft.lines[line.id];
    if (!change) continue;
    if (change.removed) {
      removals.push({ op: 'remove', lineId: line.id });
      continue;
    }
    const quantity = parseQuantity(change.quantity);
    if (quantity === null) return { operations: null, problem: wrongQuantity(line.name, change.size) };
    if (change.offerId !== null && change.offerId !== line.offerId) swaps.push({ op: 'size', lineId: line.id, offerId: change.offerId });
    if (quantity !== line.quantity) quantities.push({ op: 'quantity', lineId: line.id, quantity });
    if (change.offerId !== null) kept.add(change.offerId);
  }
  const adds: OrderEditOperation[] = [];
  for (const { offer, quantity: typed } of draft.added) {
    const quantity = parseQuantity(typed);
    if (quantity === null) return { operations: null, problem: wrongQuantity(offer.name, offer.size) };
    if (kept.has(offer.id))
      return { operations: null, problem: `«${offer.name}», размер ${offer.size}, уже есть в заказе — измените количество в его строке` };
    kept.add(offer.id);
    adds.push({ op: 'add', offerId: offer.id, quantity });
  }
  const operations = [...removals, ...swaps, ...quantities, ...adds];
  if (operations.length === 0) return { operations: null, problem: 'Ничего не изменено' };
  if (lines.every((l) => draft.lines[l.id]?.removed) && adds.length === 0)
    return { operations: null, problem: 'В заказе не останется товаров — если покупатель отказался от всего, отмените заказ' };
  return { operations, problem: null };
}
