/**
 * Stock and prices by CSV (issue 24, decision 056): a 1 000-line file with 10 bad rows changes
 * nothing on preview, then exactly its 990 good rows on import; Excel's Windows-1251 with
 * semicolons reads as UTF-8 with commas; the untouched export imports as no change; a file changed
 * after its preview, a warehouse's prices and an oversize file are refused in Russian; the import's
 * audit row.
 */
import { and, desc, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../api/db/schema';
import { STOCK_CSV_MAX_BYTES, STOCK_CSV_MESSAGES, stockCsvReportSchema } from '../../../shared/contract/admin/stock-csv';
import { OFFER_NUMBER_MESSAGES } from '../../../api/catalog/offer-numbers';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { csvCatalogue, csvMemberAs, offerNumbersOf } from './stock-csv-fixture';

const api = useTestApi({
  prepare: async (test) => ({
    codes: await csvCatalogue(test.db, 50, 20),
    owner: await csvMemberAs(test.app, test.db, 'owner'),
    manager: await csvMemberAs(test.app, test.db, 'manager'),
    warehouse: await csvMemberAs(test.app, test.db, 'warehouse'),
  }),
});
const f = () => api().fixture;

/** The test catalogue's offers in order, as [code, size]. */
const everyOffer = () => f().codes.flatMap((code) => Array.from({ length: 20 }, (_, s) => [code, String(s + 1)] as const));

const HEADER = ['Артикул', 'Размер', 'Название', 'Остаток', 'Цена', 'Старая цена'];

/** 990 good rows (stock 7; every 10th at 1 290,50 ₽ crossed out from 1 500 ₽) and one bad row of each kind. */
function thousandLines(): string[][] {
  const offers = everyOffer();
  const good = offers
    .slice(0, 990)
    .map(([code, size], i) =>
      i % 10 === 0 ? [code, size, 'Боди, молочное', '7', '1 290,50', '1 500'] : [code, size, 'Боди, молочное', '7', '1000', ''],
    );
  const [a, b, c, d, e, g] = offers.slice(990, 996);
  const bad = [
    ['nope-1', '1', '', '3', '', ''],
    [a![0], '99', '', '3', '', ''],
    [a![0], a![1], '', '-3', '', ''],
    [b![0], b![1], '', 'abc', '', ''],
    [c![0], c![1], '', '1', 'abc', ''],
    [d![0], d![1], '', '1', '-3', ''],
    [e![0], e![1], '', '1', '1000', '900'],
    [g![0], g![1], '', '1', '1000', 'много'],
    [offers[0]![0], offers[0]![1], '', '9', '', ''],
    ['', '1', '', '1', '', ''],
  ];
  // The bad rows among the good ones, one in each hundred.
  const rows = [...good];
  bad.forEach((row, i) => rows.splice(i * 100 + 50, 0, row));
  return rows;
}

const quote = (cell: string, delimiter: string) =>
  /[";\n,]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
const csvText = (rows: string[][], delimiter = ',') =>
  [HEADER, ...rows].map((r) => r.map((c) => quote(c, delimiter)).join(delimiter)).join('\r\n');

async function preview(file: Uint8Array | string, member = f().owner) {
  const res = await member.preview(file);
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, stockCsvReportSchema);
}

describe('stock and prices by CSV', () => {
  it('previews 1 000 lines with 10 bad ones without a write, then imports exactly the 990', async () => {
    const before = await offerNumbersOf(api().db, f().codes);
    const file = csvText(thousandLines());
    const report = await preview(file);
    expect(report.counts).toEqual({ rows: 1000, changes: 990, unchanged: 0, refused: 10 });
    expect(report.imported).toBe(false);
    const refusals = report.rows.filter((r) => r.problem).map((r) => [r.line, r.problem]);
    expect(refusals).toEqual([
      [52, STOCK_CSV_MESSAGES.unknown],
      [152, STOCK_CSV_MESSAGES.unknown],
      [252, OFFER_NUMBER_MESSAGES.stockNegative],
      [352, 'Остаток — не целое число: "abc"'],
      [452, 'Цена — не число: "abc"'],
      [552, OFFER_NUMBER_MESSAGES.pricePositive],
      [652, OFFER_NUMBER_MESSAGES.oldPriceLower],
      [752, 'Старая цена — не число: "много"'],
      [852, 'Этот размер уже есть в строке 2'],
      [952, STOCK_CSV_MESSAGES.noCode],
    ]);
    const first = report.rows[0]!;
    expect(first).toMatchObject({
      line: 2,
      stock: { before: 5, after: 7 },
      priceKopecks: { before: 100_000, after: 129_050 },
      oldPriceKopecks: { before: null, after: 150_000 },
    });
    expect(report.rows[1]).toEqual({ line: 3, code: 'csv-1', size: '2', name: 'Боди, молочное', stock: { before: 5, after: 7 } });
    expect(await offerNumbersOf(api().db, f().codes), 'the preview writes nothing').toEqual(before);

    const res = await f().owner.import(file, report.token, 'остатки.csv');
    expect(res.status, res.text).toBe(200);
    const done = expectEnvelope(res, stockCsvReportSchema);
    expect(done.counts).toEqual(report.counts);
    expect(done.imported).toBe(true);
    const after = await offerNumbersOf(api().db, f().codes);
    const changed = after.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i]));
    expect(changed).toHaveLength(990);
    expect(after.slice(0, 2)).toEqual([
      ['csv-1', '1', 7, 129_050, 150_000],
      ['csv-1', '2', 7, 100_000, null],
    ]);
    expect(after.slice(990), 'the refused rows’ offers are as they were').toEqual(before.slice(990));

    const [audit] = await api().db.select().from(auditLog).where(eq(auditLog.action, 'offer.import')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ staffId: f().owner.id, object: 'offer' });
    const audited = audit!.after as { file: string; counts: unknown; offers: unknown[] };
    expect(audited.file).toBe('остатки.csv');
    expect(audited.counts).toEqual(report.counts);
    expect(audited.offers).toHaveLength(990);
    expect((audit!.before as { offers: unknown[] }).offers[0]).toMatchObject({ code: 'csv-1', size: '1', stock: 5, priceKopecks: 100_000 });
    expect(audited.offers[0]).toMatchObject({ code: 'csv-1', size: '1', stock: 7, priceKopecks: 129_050, oldPriceKopecks: 150_000 });
  });

  it('reads Excel’s Windows-1251 with semicolons as it reads UTF-8 with commas', async () => {
    const rows = thousandLines().slice(0, 120);
    const utf8 = await preview(csvText(rows, ','));
    const excel = await preview(iconv.encode(csvText(rows, ';'), 'win1251'));
    expect([utf8.encoding, utf8.delimiter, excel.encoding, excel.delimiter]).toEqual(['utf-8', ',', 'windows-1251', ';']);
    const same = (r: typeof utf8) => ({ counts: r.counts, rows: r.rows, columns: r.columns });
    expect(same(excel)).toEqual(same(utf8));
    expect(excel.rows.find((r) => r.problem)?.problem).toBe(STOCK_CSV_MESSAGES.unknown);
  });

  it('matches the header whatever its case and spaces, and leaves a column left out alone', async () => {
    const report = await preview(' артикул ;РАЗМЕР; остаток \ncsv-2;1;0\ncsv-2;2;5\n');
    expect(report.columns).toEqual({ stock: true, price: false, oldPrice: false });
    expect(report.counts).toEqual({ rows: 2, changes: 1, unchanged: 1, refused: 0 });
    expect(report.rows).toEqual([{ line: 2, code: 'csv-2', size: '1', name: '', stock: { before: 5, after: 0 } }]);
  });

  it('takes its own export back as no change at all', async () => {
    const res = await f().manager.export();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?ostatki-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const bytes = Buffer.from(res.text, 'utf8');
    expect([...bytes.subarray(0, 3)], 'a BOM, for Excel').toEqual([0xef, 0xbb, 0xbf]);
    expect(res.text.slice(1, res.text.indexOf('\r\n'))).toBe('Артикул;Размер;Название;Остаток;Цена;Старая цена');
    expect(res.text).toContain('csv-1;1;"Товар «1»; тест, с запятой";5;1000;\r\n');

    const report = await preview(bytes, f().manager);
    expect(report.counts.refused, JSON.stringify(report.rows.slice(0, 3))).toBe(0);
    expect(report.counts.changes).toBe(0);
    expect(report.counts.unchanged).toBeGreaterThanOrEqual(1000);
    const before = await offerNumbersOf(api().db, f().codes);
    const done = await f().manager.import(bytes, report.token);
    expect(done.status, done.text).toBe(200);
    expect(expectEnvelope(done, stockCsvReportSchema).counts.changes).toBe(0);
    expect(await offerNumbersOf(api().db, f().codes)).toEqual(before);
  });

  it('refuses a file changed after its preview, and changes nothing', async () => {
    const before = await offerNumbersOf(api().db, f().codes);
    const report = await preview('Артикул;Размер;Остаток\ncsv-3;1;11\n');
    const res = await f().owner.import('Артикул;Размер;Остаток\ncsv-3;1;12\n', report.token);
    expect(refusalMessage(res, 409)).toBe(STOCK_CSV_MESSAGES.changed);
    expect(await offerNumbersOf(api().db, f().codes)).toEqual(before);
  });

  it('lets the warehouse import stock only, and exports it no prices', async () => {
    const priced = 'Артикул;Размер;Остаток;Цена\ncsv-4;1;2;1000\n';
    expect(refusalMessage(await f().warehouse.preview(priced), 403)).toBe(STOCK_CSV_MESSAGES.warehousePrices);
    const token = (await preview(priced)).token;
    expect(refusalMessage(await f().warehouse.import(priced, token), 403)).toBe(STOCK_CSV_MESSAGES.warehousePrices);

    const stockOnly = 'Артикул;Размер;Остаток\ncsv-4;1;2\n';
    const report = await preview(stockOnly, f().warehouse);
    const res = await f().warehouse.import(stockOnly, report.token);
    expect(res.status, res.text).toBe(200);
    expect((await offerNumbersOf(api().db, ['csv-4']))[0]).toEqual(['csv-4', '1', 2, 100_000, null]);

    const exported = await f().warehouse.export();
    expect(exported.text.slice(1, exported.text.indexOf('\r\n'))).toBe('Артикул;Размер;Название;Остаток');
  });

  it('refuses in Russian an oversize file, too many rows, and what is not a stock file', async () => {
    const big = Buffer.alloc(STOCK_CSV_MAX_BYTES + 1, 'a');
    big.write('Артикул;Размер;Остаток\n');
    expect(refusalMessage(await f().owner.preview(big), 400)).toBe(STOCK_CSV_MESSAGES.tooBig);
    const many = `Артикул;Размер;Остаток\n${'csv-5;1;1\n'.repeat(20_001)}`;
    expect(refusalMessage(await f().owner.preview(many), 400)).toBe(STOCK_CSV_MESSAGES.tooManyRows);
    expect(refusalMessage(await f().owner.preview(''), 400)).toBe(STOCK_CSV_MESSAGES.empty);
    expect(refusalMessage(await f().owner.preview('Артикул;Размер\ncsv-5;1\n'), 400)).toBe(STOCK_CSV_MESSAGES.nothingToChange);
    expect(refusalMessage(await f().owner.preview('Код;Размер;Остаток\n'), 400)).toBe('В первой строке нет столбца «Артикул»');
    const audits = await api()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.import'), eq(auditLog.staffId, f().owner.id)));
    expect(audits.length).toBeLessThanOrEqual(1);
  });
});
