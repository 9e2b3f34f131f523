import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  STOCK_CSV_COLUMNS as C,
  STOCK_CSV_MESSAGES as M,
  filled,
  type StockCsvReport,
  type StockCsvRow,
} from '../../../shared/contract/admin/stock-csv';
import type { StaffRole } from '../../../shared/contract/admin/roles';
import {
  applied,
  editCatalogue,
  offerNumbersProblem,
  offerStates,
  offerNumbers,
  writeOfferNumbers,
  type OfferNumbers,
  type OfferState,
  type RevisionWatch,
} from '../../catalog/service';
import { offers, products } from '../../catalog/schema';
import type { Db, Executor } from '../../db/database';
import { DomainError } from '../../http/errors';
import { recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';
import { readStockCsv, type CsvFile, type CsvRow } from './parse';

/**
 * Stock and prices by CSV (issue 24, decision 056). The preview and the import read the file the
 * same way and judge each row by `offerNumbersProblem`, the one check of every write of offers'
 * numbers, so a row the preview calls good is a row the import takes; the import writes through
 * `writeOfferNumbers` inside `editCatalogue`, with one audit row, re-judging every row against the
 * offers as they are then, locked.
 */

export interface StockCsvDeps {
  db: Db;
  revision: RevisionWatch;
}

/** The file's fingerprint: the import must be sent the very bytes the preview was. */
export const fileToken = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** How a file's code and size find their offer: case, spaces around and the kind of dash do not matter. */
const offerKey = (code: string, size: string) =>
  `${code.trim().toLowerCase()}\u0000${size
    .trim()
    .toLowerCase()
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')}`;

/** The offers the file's rows name, by their key. */
async function offersNamed(tx: Executor, rows: readonly CsvRow[]): Promise<Map<string, number>> {
  const codes = [...new Set(rows.filter((r) => r.code !== '').map((r) => r.code.toLowerCase()))];
  if (codes.length === 0) return new Map();
  const found = await tx.execute<{ id: number; code: string; size: string }>(sql`
    SELECT o.id, p.code, o.size
      FROM offers o JOIN products p ON p.id = o.product_id
     WHERE lower(p.code) IN (SELECT value FROM json_array_elements_text(${JSON.stringify(codes)}::json))`);
  return new Map(found.rows.map((r) => [offerKey(r.code, r.size), r.id]));
}

const step = (before: number | null, after: number | null) => (before === after ? undefined : { before, after });

/** Each row judged against `states`: the changes to make, and the report's rows and counts. */
function judge(file: CsvFile, ids: Map<string, number>, states: Map<number, OfferState>) {
  const changes: OfferNumbers[] = [];
  const rows: StockCsvRow[] = [];
  const firstLine = new Map<number, number>();
  let unchanged = 0;
  let refused = 0;
  for (const row of file.rows) {
    const shown = { line: row.line, code: row.code, size: row.size, name: row.name };
    const id = ids.get(offerKey(row.code, row.size));
    const seen = id === undefined ? undefined : firstLine.get(id);
    if (id !== undefined && seen === undefined) firstLine.set(id, row.line);
    const change: OfferNumbers = { offerId: id ?? 0 };
    if (row.stock !== undefined) change.stock = row.stock;
    if (row.priceKopecks !== undefined) change.priceKopecks = row.priceKopecks;
    if (row.oldPriceKopecks !== undefined) change.oldPriceKopecks = row.oldPriceKopecks;
    const state = id === undefined ? undefined : states.get(id);
    const problem =
      row.problem ??
      (state === undefined ? M.unknown : seen !== undefined ? filled(M.duplicate, seen) : offerNumbersProblem(state, change));
    if (problem !== null) {
      refused++;
      rows.push({ ...shown, problem });
      continue;
    }
    const after = applied(state!, change);
    const stock = step(state!.stock, after.stock);
    const priceKopecks = step(state!.priceKopecks, after.priceKopecks);
    const oldPriceKopecks = step(state!.oldPriceKopecks, after.oldPriceKopecks);
    if (!stock && !priceKopecks && !oldPriceKopecks) {
      unchanged++;
      continue;
    }
    changes.push(change);
    rows.push({ ...shown, ...(stock && { stock }), ...(priceKopecks && { priceKopecks }), ...(oldPriceKopecks && { oldPriceKopecks }) });
  }
  return { changes, rows, counts: { rows: file.rows.length, changes: changes.length, unchanged, refused } };
}

/** The file, read; a warehouse's with a price column refused (403) before anything is looked up. */
function fileFor(bytes: Uint8Array, role: StaffRole): CsvFile {
  const file = readStockCsv(bytes);
  if (role === 'warehouse' && (file.columns.price || file.columns.oldPrice)) throw new DomainError('forbidden', 403, M.warehousePrices);
  return file;
}

const reportOf = (
  file: CsvFile,
  bytes: Uint8Array,
  fileName: string,
  judged: ReturnType<typeof judge>,
  imported: boolean,
): StockCsvReport => ({
  token: fileToken(bytes),
  fileName,
  encoding: file.encoding,
  delimiter: file.delimiter,
  columns: file.columns,
  counts: judged.counts,
  rows: judged.rows,
  imported,
});

/** What the audit log keeps of an offer. */
const audited = (s: OfferState) => ({ id: s.id, code: s.productCode, size: s.size, ...offerNumbers(s) });

export function stockCsv(deps: StockCsvDeps, member: StaffMember) {
  return {
    /** What the file would change, row by row; nothing written. */
    preview: async (bytes: Uint8Array, fileName: string): Promise<StockCsvReport> => {
      const file = fileFor(bytes, member.staff.role);
      const ids = await offersNamed(deps.db, file.rows);
      const states = await offerStates(deps.db, [...ids.values()]);
      return reportOf(file, bytes, fileName, judge(file, ids, states), false);
    },
    /** The previewed file's good rows, judged again on the locked offers, in one transaction with its audit row. */
    import: async (bytes: Uint8Array, fileName: string, token: string): Promise<StockCsvReport> => {
      if (fileToken(bytes) !== token) throw new DomainError('file_changed', 409, M.changed);
      const file = fileFor(bytes, member.staff.role);
      return editCatalogue(deps, async (tx) => {
        const ids = await offersNamed(tx, file.rows);
        const judged = judge(file, ids, await offerStates(tx, [...ids.values()], true));
        const { before, after } = await writeOfferNumbers(tx, judged.changes);
        await recordChange(tx, {
          ...member,
          action: 'offer.import',
          object: 'offer',
          objectId: null,
          before: { file: fileName, offers: before.map(audited) },
          after: { file: fileName, counts: judged.counts, offers: after.map(audited) },
        });
        return reportOf(file, bytes, fileName, judged, true);
      });
    },
  };
}

/** Roubles as the export writes them, so Excel in Russian reads a number: «1290» or «1290,50». */
const roubles = (kopecks: number | null) =>
  kopecks === null ? '' : kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2).replace('.', ',');

/**
 * Every offer of the catalogue as the import reads it back: UTF-8 with a BOM and semicolons, what
 * Excel in a Russian Windows opens in columns without asking (decision 056). The warehouse's has
 * no prices, so it imports back as it is.
 */
export async function exportStockCsv(db: Executor, role: StaffRole): Promise<string> {
  const rows = await db
    .select({
      code: products.code,
      size: offers.size,
      name: products.name,
      stock: offers.stock,
      price: offers.priceKopecks,
      old: offers.oldPriceKopecks,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .orderBy(asc(products.code), asc(offers.sort), asc(offers.id));
  const prices = role !== 'warehouse';
  const header = [C.code, C.size, C.name, C.stock, ...(prices ? [C.price, C.oldPrice] : [])];
  const body = rows.map((r) => [r.code, r.size, r.name, String(r.stock), ...(prices ? [roubles(r.price), roubles(r.old)] : [])]);
  return `\uFEFF${stringify([header, ...body], { delimiter: ';', record_delimiter: 'windows' })}`;
}

/** The export's file name: the day it was taken. */
export const exportFileName = (now = new Date()) => `ostatki-${now.toISOString().slice(0, 10)}.csv`;
