import type { Size } from '../../shared/contract/admin/products';

/** A threshold as typed: empty is none (watched only for none left), else whole pieces; undefined: not a number. */
export function parseThreshold(typed: string): number | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
}

export const typedThreshold = (threshold: number | null): string => (threshold === null ? '' : String(threshold));

export interface ThresholdChange {
  offerId: number;
  threshold: number | null;
}

/**
 * The stock watch's thresholds to send after the sizes are saved (they are set by their own call,
 * POST /admin/stock-watch/{id}/threshold/): each row's typed threshold against what its size had,
 * found in the saved sizes by its label, so a new size's threshold goes too once it has an id.
 */
export function thresholdChanges(
  rows: readonly { size: string; threshold: string }[],
  saved: readonly Pick<Size, 'id' | 'size' | 'threshold'>[],
): { changes: ThresholdChange[]; problem: null } | { changes: null; problem: string } {
  const bySize = new Map(saved.map((s) => [s.size.trim().toLowerCase(), s]));
  const changes: ThresholdChange[] = [];
  for (const row of rows) {
    const threshold = parseThreshold(row.threshold);
    if (threshold === undefined) return { changes: null, problem: `Порог «мало» для размера ${row.size}: целое число штук или пусто` };
    const size = bySize.get(row.size.trim().toLowerCase());
    if (size && size.threshold !== threshold) changes.push({ offerId: size.id, threshold });
  }
  return { changes, problem: null };
}
