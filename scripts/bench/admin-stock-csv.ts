/**
 * The stock CSV's case of `npm run bench:admin` (decision 056): the scratch catalogue topped up to
 * 10 000 offers, then a 1 000-row file (stock and prices of every row changed, its numbers new each
 * time) previewed and imported as the service does them, against issue 24's figures: the preview
 * ≤ 2 s, the import ≤ 3 s.
 */
import type pg from 'pg';
import { stockCsv } from '../../api/admin/stock-csv/service';
import { watchRevision } from '../../api/catalog/revision';
import type { Db } from '../../api/db/database';
import { staff } from '../../api/db/schema';

export const STOCK_CSV_TARGETS = { preview: 2_000, import: 3_000 } as const;
const OFFERS = 10_000;
const ROWS = 1_000;

export interface StockCsvTiming {
  name: string;
  target: number;
  times: number[];
}

/** Adds products of 10 sizes each until the catalogue has OFFERS offers. */
async function topUp(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM offers');
  const products = Math.max(0, Math.ceil((OFFERS - rows[0]!.n) / 10));
  await pool.query(
    `INSERT INTO products (code, name, model_code, kind, description, composition, care, colour_code, section_id, price_kopecks)
     SELECT 'bench-csv-' || g, p.name, p.model_code, p.kind, p.description, p.composition, p.care, p.colour_code, p.section_id, p.price_kopecks
       FROM products p, generate_series(1, $1::int) g
      WHERE p.id = (SELECT min(id) FROM products)`,
    [products],
  );
  await pool.query(
    `INSERT INTO offers (product_id, size, sort, stock, price_kopecks)
     SELECT p.id, s::text, s, 5, p.price_kopecks FROM products p, generate_series(1, 10) s WHERE p.code LIKE 'bench-csv-%'`,
  );
  const after = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM offers');
  return after.rows[0]!.n;
}

/** The i-th file: ROWS offers spread over the catalogue, each with a new stock and price. */
async function fileOf(pool: pg.Pool, i: number): Promise<Buffer> {
  const { rows } = await pool.query<{ code: string; size: string; name: string; price: number }>(
    `SELECT p.code, o.size, p.name, o.price_kopecks AS price FROM offers o JOIN products p ON p.id = o.product_id
      ORDER BY o.id LIMIT $1`,
    [ROWS],
  );
  const lines = rows.map((r, n) => `${r.code};${r.size};"${r.name}";${(i + n) % 50};${Math.round(r.price / 100) + 1 + i},50;`);
  return Buffer.from(`\uFEFFАртикул;Размер;Название;Остаток;Цена;Старая цена\r\n${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function timeStockCsv(db: Db, pool: pg.Pool, iterations: number): Promise<StockCsvTiming[]> {
  const offers = await topUp(pool);
  const [owner] = await db
    .insert(staff)
    .values({ email: 'bench-csv@staff.test', name: 'Замер CSV', role: 'owner', active: true, passwordHash: 'x' })
    .returning({ id: staff.id });
  const revision = watchRevision(db);
  const csv = stockCsv({ db, revision }, { staff: { id: owner!.id, role: 'owner' }, address: null });
  const preview: number[] = [];
  const imported: number[] = [];
  try {
    for (let i = 0; i < iterations; i++) {
      const file = await fileOf(pool, i);
      let start = performance.now();
      const report = await csv.preview(file, 'bench.csv');
      preview.push(performance.now() - start);
      if (report.counts.changes !== ROWS) throw new Error(`preview: ${JSON.stringify(report.counts)}`);
      start = performance.now();
      const done = await csv.import(file, 'bench.csv', report.token);
      imported.push(performance.now() - start);
      if (done.counts.changes !== ROWS) throw new Error(`import: ${JSON.stringify(done.counts)}`);
    }
  } finally {
    revision.stop();
  }
  return [
    { name: `CSV: просмотр ${ROWS} строк (${offers} размеров)`, target: STOCK_CSV_TARGETS.preview, times: preview },
    { name: `CSV: загрузка ${ROWS} строк`, target: STOCK_CSV_TARGETS.import, times: imported },
  ];
}
