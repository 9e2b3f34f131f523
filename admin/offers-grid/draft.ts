import type { OfferGridChange, OfferGridItem } from '../../shared/contract/admin/offer-grid';
import { parseRubles } from '../orders/money';

/**
 * The grid's edits as typed: per offer, the cells staff changed (text as typed). A cell typed back
 * to its value is no change; the save sends only the fields that differ, in the contract's kopecks.
 */
export type Cell = 'stock' | 'price' | 'old';
export type Draft = Record<number, Partial<Record<Cell, string>>>;

/** Kopecks as the field shows them: «1290», «1290,50»; empty for none. */
export function rublesText(kopecks: number | null): string {
  if (kopecks === null) return '';
  const whole = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  return rest === 0 ? String(whole) : `${whole},${String(rest).padStart(2, '0')}`;
}

export const cellText = (row: OfferGridItem, cell: Cell): string =>
  cell === 'stock' ? String(row.stock) : rublesText(cell === 'price' ? row.priceKopecks : row.oldPriceKopecks);

export const MESSAGES = {
  stock: 'Остаток — целое число штук',
  price: 'Цена: сумма в рублях, например 1290 или 1290,50',
  old: 'Старая цена: сумма в рублях или пусто',
} as const;

/** What a row's typed cells change, or the first typing that is not a number. */
export function changeOf(
  row: OfferGridItem,
  typed: Partial<Record<Cell, string>> = {},
): { change: OfferGridChange | null; problem: string | null } {
  const change: OfferGridChange = { offerId: row.id };
  if (typed.stock !== undefined && typed.stock.trim() !== String(row.stock)) {
    if (!/^\d{1,6}$/.test(typed.stock.trim())) return { change: null, problem: MESSAGES.stock };
    change.stock = Number(typed.stock.trim());
  }
  if (typed.price !== undefined) {
    const kopecks = parseRubles(typed.price);
    if (kopecks === null || kopecks === 0) return { change: null, problem: MESSAGES.price };
    if (kopecks !== row.priceKopecks) change.priceKopecks = kopecks;
  }
  if (typed.old !== undefined) {
    const old = typed.old.trim() === '' ? null : parseRubles(typed.old);
    if (old === null && typed.old.trim() !== '') return { change: null, problem: MESSAGES.old };
    if (old === 0) return { change: null, problem: MESSAGES.old };
    if (old !== row.oldPriceKopecks) change.oldPriceKopecks = old;
  }
  return { change: Object.keys(change).length > 1 ? change : null, problem: null };
}

/** Each offer's refusal by the save's answer: `changes.<index>` names the change sent at that index. */
export function refusalsOf(body: unknown, sent: OfferGridChange[]): Map<number, string> {
  const errors = (body as { errors?: { message: string; customData?: { field?: string } }[] } | undefined)?.errors ?? [];
  const found = new Map<number, string>();
  for (const error of errors) {
    const match = /^changes\.(\d+)/.exec(error.customData?.field ?? '');
    const change = match ? sent[Number(match[1])] : undefined;
    if (change && !found.has(change.offerId)) found.set(change.offerId, error.message);
  }
  return found;
}
