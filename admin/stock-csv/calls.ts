import type { StockCsvReport } from '../../shared/contract/admin/stock-csv';
import type { AdminHttp } from '../http';

/** Where the export is downloaded: a plain link, the session's cookie going with it. */
export const STOCK_CSV_EXPORT = '/api/admin/stock-csv/';

/** The stock CSV's calls (decision 056): the file's own bytes go as the body, its name in the query. */
export interface StockCsvActions {
  stockCsvPreview(file: File): Promise<StockCsvReport>;
  stockCsvImport(file: File, token: string): Promise<StockCsvReport>;
}

export function stockCsvActions(http: AdminHttp): StockCsvActions {
  return {
    stockCsvPreview: (file) => http.postFile('/admin/stock-csv/preview/', file, 'text/csv', { name: file.name }),
    stockCsvImport: (file, token) => http.postFile('/admin/stock-csv/import/', file, 'text/csv', { name: file.name, token }),
  };
}
