import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  STOCK_CSV_MAX_BYTES,
  STOCK_CSV_MESSAGES,
  stockCsvExportHeadersSchema,
  stockCsvExportSchema,
  stockCsvFileSchema,
  stockCsvImportQuerySchema,
  stockCsvPreviewQuerySchema,
  stockCsvReportSchema,
} from '../admin/stock-csv';

/** Twice the file's limit: a larger file is refused by the service with its own message, a far larger one by the parser (413). */
const bytes = { type: 'text/csv', limitKb: (2 * STOCK_CSV_MAX_BYTES) / 1024, schema: stockCsvFileSchema } as const;
const warehousePrices = { status: 403, message: STOCK_CSV_MESSAGES.warehousePrices } as const;
const changed = { status: 409, message: STOCK_CSV_MESSAGES.changed } as const;

/** Stock and prices by CSV (issue 24, decision 056): every role; the warehouse its stock only. */
export const adminStockCsvCalls = {
  'GET /admin/stock-csv/': {
    summary: 'Все размеры каталога файлом CSV (UTF-8 с BOM, «;»): артикул, размер, название, остаток, цены (складу — без цен)',
    response: stockCsvExportSchema,
    answers: 'csv',
    cache: 'private',
    responseHeaders: stockCsvExportHeadersSchema,
    staff: ADMIN_AREAS['stock-csv'],
  },
  'POST /admin/stock-csv/preview/': {
    summary: 'Просмотр файла CSV: что изменится в каждой строке, отказы с причинами; ничего не записывается',
    query: stockCsvPreviewQuerySchema,
    bytes,
    response: stockCsvReportSchema,
    cache: 'private',
    // Reads only, but takes a file: a POST; it is guarded as any write would be.
    staff: ADMIN_AREAS['stock-csv'],
    refusals: { warehousePrices },
  },
  'POST /admin/stock-csv/import/': {
    summary: 'Загрузить просмотренный файл: хорошие строки одной транзакцией, отказанные пропускаются',
    query: stockCsvImportQuerySchema,
    bytes,
    response: stockCsvReportSchema,
    cache: 'private',
    staff: ADMIN_AREAS['stock-csv'],
    refusals: { warehousePrices, changed },
  },
} as const satisfies CallTable;
