import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import {
  STOCK_CSV_COLUMNS,
  STOCK_CSV_MAX_BYTES,
  STOCK_CSV_MAX_ROWS,
  STOCK_CSV_MESSAGES as M,
  filled,
  type StockCsvReport,
} from '../../../shared/contract/admin/stock-csv';
import { INT_MAX } from '../../../shared/contract/input';
import { parseTypedRubles } from '../../../shared/format/number';
import { invalidInput } from '../../http/errors';

/**
 * Reading a stock CSV (decision 056): its encoding (a BOM, else valid UTF-8, else Windows-1251, as
 * Excel saves «CSV (разделители — запятые)» in a Russian Windows), its delimiter (from the header
 * line), its columns by name, and each row's cells as numbers. What the cells mean for the
 * catalogue is the service's (the same check as every write of offers' numbers).
 */

export type Encoding = StockCsvReport['encoding'];
export type Delimiter = StockCsvReport['delimiter'];

/** A row as the file says it: a number left out (`undefined`) is not to be changed. */
export interface CsvRow {
  line: number;
  code: string;
  size: string;
  name: string;
  stock?: number;
  priceKopecks?: number;
  /** null: no crossed-out price (the cell is empty). */
  oldPriceKopecks?: number | null;
  /** Why the row cannot be read; the service adds what the catalogue says. */
  problem?: string;
}

export interface CsvFile {
  encoding: Encoding;
  delimiter: Delimiter;
  columns: StockCsvReport['columns'];
  rows: CsvRow[];
}

const refuse = (message: string) => invalidInput([{ message }]);

/** The file's text and how it was written. */
export function decodeFile(bytes: Uint8Array): { text: string; encoding: Encoding } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf)
    return { text: buffer.subarray(3).toString('utf8'), encoding: 'utf-8' };
  // Excel's «Текст Юникод»: UTF-16 with its BOM.
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(buffer, 'win1251'), encoding: 'windows-1251' };
  }
}

/** The delimiter the header line uses most: semicolon, comma or tab. */
export function detectDelimiter(text: string): Delimiter {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = ([';', ',', '\t'] as const).map((d) => [d, header.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] === 0) throw refuse(M.noDelimiter);
  return best[0];
}

/** A header cell as matched: case, spaces and «ё» do not matter. */
const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, '')
    .replace(/ё/g, 'е');

/**
 * Roubles as a person or Excel writes them («1 290,50», «1290.5», «-3», «1 290 ₽») in kopecks; null
 * for an empty cell, NaN for what is not a sum (so the service says «не число»).
 */
export function parseMoney(cell: string): number | null {
  if (cell.trim() === '') return null;
  return parseTypedRubles(cell) ?? Number.NaN;
}

/** A count of pieces («12», «-3», «1 200»); null when empty, NaN when not a whole number. */
export function parseStock(cell: string): number | null {
  const text = cell.replace(/[\s\u00a0\u202f]+/g, '');
  if (text === '') return null;
  return /^-?\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

type Column = keyof typeof STOCK_CSV_COLUMNS;

/** The file's rows as the file says them; a file that is not a stock CSV is refused whole (400). */
export function readStockCsv(bytes: Uint8Array): CsvFile {
  if (bytes.byteLength > STOCK_CSV_MAX_BYTES) throw refuse(M.tooBig);
  const { text, encoding } = decodeFile(bytes);
  if (text.trim() === '') throw refuse(M.empty);
  const delimiter = detectDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      relax_quotes: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refuse(filled(M.unreadable, line ?? '?'));
  }
  const [header, ...body] = records;
  if (!header) throw refuse(M.empty);
  if (body.length > STOCK_CSV_MAX_ROWS) throw refuse(M.tooManyRows);

  const keys = header.record.map(headerKey);
  const at = Object.fromEntries(
    (Object.keys(STOCK_CSV_COLUMNS) as Column[]).map((c) => [c, keys.indexOf(headerKey(STOCK_CSV_COLUMNS[c]))]),
  ) as Record<Column, number>;
  for (const c of ['code', 'size'] as const) if (at[c] < 0) throw refuse(filled(M.noColumn, STOCK_CSV_COLUMNS[c]));
  const columns = { stock: at.stock >= 0, price: at.price >= 0, oldPrice: at.oldPrice >= 0 };
  if (!columns.stock && !columns.price && !columns.oldPrice) throw refuse(M.nothingToChange);

  const rows = body.map(({ record, info }): CsvRow => {
    const cell = (c: Column) => (at[c] >= 0 ? (record[at[c]] ?? '').trim() : '');
    const row: CsvRow = { line: info.lines, code: cell('code'), size: cell('size'), name: cell('name') };
    const problems: string[] = [];
    if (columns.stock) {
      const stock = parseStock(cell('stock'));
      if (Number.isNaN(stock)) problems.push(filled(M.stockNotNumber, cell('stock')));
      else if (stock !== null) row.stock = stock;
    }
    if (columns.price) {
      const price = parseMoney(cell('price'));
      if (Number.isNaN(price)) problems.push(filled(M.priceNotNumber, cell('price')));
      else if (price !== null && Math.abs(price) > INT_MAX) problems.push(filled(M.tooLarge, cell('price')));
      else if (price !== null) row.priceKopecks = price;
    }
    if (columns.oldPrice) {
      const old = parseMoney(cell('oldPrice'));
      if (Number.isNaN(old)) problems.push(filled(M.oldPriceNotNumber, cell('oldPrice')));
      else if (old !== null && Math.abs(old) > INT_MAX) problems.push(filled(M.tooLarge, cell('oldPrice')));
      else row.oldPriceKopecks = old;
    }
    if (row.code === '' || row.size === '') problems.unshift(M.noCode);
    if (problems.length > 0) row.problem = problems.join('; ');
    return row;
  });
  return { encoding, delimiter, columns, rows };
}
