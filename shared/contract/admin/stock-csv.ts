import { z } from 'zod';

/**
 * Stock and prices by CSV (issue 24, docs/decisions/056): the export of every offer, the preview of
 * a file row by row (nothing written) and its import (the good rows, in one transaction). The file
 * travels as the request's own bytes (`text/csv`), not JSON, so Excel's Windows-1251 arrives as it is.
 */

/** The file's columns, as the export writes them; the import matches them case- and space-insensitively. */
export const STOCK_CSV_COLUMNS = {
  code: 'Артикул',
  size: 'Размер',
  name: 'Название',
  stock: 'Остаток',
  price: 'Цена',
  oldPrice: 'Старая цена',
} as const;

/** The largest file the preview and the import read, bytes, and its most rows (the header not counted). */
export const STOCK_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const STOCK_CSV_MAX_ROWS = 20_000;

export const STOCK_CSV_MESSAGES = {
  empty: 'Файл пустой: выберите файл CSV с первой строкой заголовков',
  tooBig: 'Файл больше 2 МБ: разделите его на части',
  tooManyRows: `В файле больше ${STOCK_CSV_MAX_ROWS.toLocaleString('ru-RU')} строк: разделите его на части`,
  noDelimiter: 'Не удалось разобрать первую строку: столбцы должны разделяться точкой с запятой, запятой или табуляцией',
  unreadable: 'Не удалось прочитать файл как CSV: проверьте кавычки в строке …',
  noColumn: 'В первой строке нет столбца «…»',
  nothingToChange: 'В файле нет столбцов «Остаток», «Цена» или «Старая цена»: менять нечего',
  warehousePrices: 'Склад загружает только остатки: уберите из файла столбцы «Цена» и «Старая цена»',
  changed: 'Файл изменился после просмотра — загрузите его снова',
  // Row by row:
  unknown: 'Неизвестный артикул или размер',
  noCode: 'Не указан артикул или размер',
  duplicate: 'Этот размер уже есть в строке …',
  stockNotNumber: 'Остаток — не целое число: "…"',
  priceNotNumber: 'Цена — не число: "…"',
  oldPriceNotNumber: 'Старая цена — не число: "…"',
  tooLarge: 'Слишком большое число: "…"',
} as const;

/** A message with its «…» replaced by `value`. */
export const filled = (message: string, value: string | number) => message.replace('…', String(value));

const change = z.object({ before: z.number().int().nullable(), after: z.number().int().nullable() });

/** One row of the file that changes an offer or is refused; rows that change nothing are only counted. */
export const stockCsvRowSchema = z.object({
  /** The file's line number, the header being 1. */
  line: z.number().int(),
  code: z.string(),
  size: z.string(),
  name: z.string(),
  /** What changes (absent: not this field); money in kopecks. */
  stock: change.optional(),
  priceKopecks: change.optional(),
  oldPriceKopecks: change.optional(),
  /** Why the row is refused; absent: it changes its offer. */
  problem: z.string().optional(),
});
export type StockCsvRow = z.infer<typeof stockCsvRowSchema>;

export const stockCsvReportSchema = z.object({
  /** The file's fingerprint: the import is given it back with the same file. */
  token: z.string(),
  fileName: z.string(),
  encoding: z.enum(['utf-8', 'windows-1251', 'utf-16le']),
  delimiter: z.enum([';', ',', '\t']),
  /** Which of the numbers the file sets (a column left out is left alone). */
  columns: z.object({ stock: z.boolean(), price: z.boolean(), oldPrice: z.boolean() }),
  counts: z.object({
    /** The file's rows, the header not counted. */
    rows: z.number().int(),
    changes: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  /** The changing rows and the refused ones, in the file's order. */
  rows: z.array(stockCsvRowSchema),
  /** The import's answer: it is done (the preview's: false). */
  imported: z.boolean(),
});
export type StockCsvReport = z.infer<typeof stockCsvReportSchema>;

const fileName = z
  .string({ error: 'Имя файла (name): ожидается строка' })
  .max(200, 'Имя файла (name) — не длиннее 200 символов')
  .optional()
  .transform((n) => n?.trim() || 'файл.csv');

export const stockCsvPreviewQuerySchema = z.object({ name: fileName });
export const stockCsvImportQuerySchema = z.object({
  name: fileName,
  token: z
    .string({ error: 'Отпечаток файла (token): ожидается строка' })
    .regex(/^[0-9a-f]{64}$/, 'Отпечаток файла (token): ответ просмотра файла'),
});
export type StockCsvImportQuery = z.output<typeof stockCsvImportQuerySchema>;

/** The export's answer: the CSV text itself (UTF-8 with BOM, semicolons), an attachment. */
export const stockCsvExportSchema = z.string().meta({ description: 'CSV: UTF-8 с BOM, точка с запятой' });
/** What the preview and the import are sent: the file's bytes, `Content-Type: text/csv`. */
export const stockCsvFileSchema = z
  .string()
  .meta({ description: 'Байты файла CSV (UTF-8 или Windows-1251; «;», «,» или табуляция)', format: 'binary' });
export const stockCsvExportHeadersSchema = z.object({
  'Content-Disposition': z.string().meta({ description: 'attachment; filename="ostatki-ГГГГ-ММ-ДД.csv"' }),
});
