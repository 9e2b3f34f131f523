import type { SizeInput } from '../../shared/contract/admin/products';

/** A threshold as typed: empty is none (watched only for none left), else whole pieces; undefined: not a number. */
export function parseThreshold(typed: string): number | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
}

export const typedThreshold = (threshold: number | null): string => (threshold === null ? '' : String(threshold));

/** A size's row as the editor holds it: what staff typed. */
export interface TypedSize {
  id?: number;
  size: string;
  stock: string;
  threshold: string;
}

/**
 * The sizes' list to save, each with its stock watch threshold (one call, one audit row), or the
 * first threshold that is not whole pieces, naming its size, so that a typo sends nothing. The
 * stock is sent as typed for the api to check (its messages name the field).
 */
export function sizesToSave(rows: readonly TypedSize[]): { sizes: SizeInput[]; problem: null } | { sizes: null; problem: string } {
  const sizes: SizeInput[] = [];
  for (const row of rows) {
    const threshold = parseThreshold(row.threshold);
    if (threshold === undefined) return { sizes: null, problem: `Порог «мало» для размера ${row.size}: целое число штук или пусто` };
    sizes.push({ ...(row.id === undefined ? {} : { id: row.id }), size: row.size.trim(), stock: Number(row.stock), threshold });
  }
  return { sizes, problem: null };
}
