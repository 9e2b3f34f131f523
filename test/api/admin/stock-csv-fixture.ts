/**
 * The stock CSV as staff send it (decision 056): a member of a role whose preview and import send
 * a file's own bytes, and a test catalogue of many sizes to write files about.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import type { Db } from '../../../api/db/database';
import { offers, products, sections } from '../../../api/db/schema';
import { CSRF_HEADER, type StaffRole } from '../../../shared/contract/admin/roles';
import { insertProduct } from '../../support/products';
import { addStaff, staffSessionFor } from '../../support/staff';

type App = Parameters<typeof request>[0];

export interface CsvMember {
  id: number;
  export: () => request.Test;
  preview: (file: Uint8Array | string, name?: string) => request.Test;
  import: (file: Uint8Array | string, token: string, name?: string) => request.Test;
}

export async function csvMemberAs(app: App, db: Db, role: StaffRole): Promise<CsvMember> {
  const { id } = await addStaff(db, { role });
  const { cookie, csrfToken } = await staffSessionFor(db, id);
  const send = (url: string, file: Uint8Array | string) =>
    request(app)
      .post(`/api/admin${url}`)
      .set('cookie', cookie)
      .set(CSRF_HEADER, csrfToken)
      .set('Content-Type', 'text/csv')
      .send(typeof file === 'string' ? Buffer.from(file, 'utf8') : Buffer.from(file));
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
  return {
    id,
    export: () => request(app).get('/api/admin/stock-csv/').set('cookie', cookie),
    preview: (file, name = 'test.csv') => send(`/stock-csv/preview/?${query({ name })}`, file),
    import: (file, token, name = 'test.csv') => send(`/stock-csv/import/?${query({ name, token })}`, file),
  };
}

/** `products` products of `sizes` sizes each (codes `csv-<n>`, sizes `<m>`), stock 5, price 1 000 ₽. */
export async function csvCatalogue(db: Db, productCount: number, sizes: number, prefix = 'csv') {
  const [section] = await db.select({ id: sections.id }).from(sections).orderBy(asc(sections.id)).limit(1);
  const codes: string[] = [];
  for (let p = 1; p <= productCount; p++) {
    const code = `${prefix}-${p}`;
    codes.push(code);
    await insertProduct(db, {
      code,
      name: `Товар «${p}»; тест, с запятой`,
      colourCode: 'molochnyy',
      sectionId: section!.id,
      priceKopecks: 100_000,
      sizes: Array.from({ length: sizes }, (_, s) => [String(s + 1), 5] as const),
    });
  }
  return codes.sort();
}

/** The offers of the products `codes` as [code, size, stock, price, old price], in order. */
export async function offerNumbersOf(db: Db, codes: string[]) {
  const rows = await db
    .select({ code: products.code, size: offers.size, stock: offers.stock, price: offers.priceKopecks, old: offers.oldPriceKopecks })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(inArray(products.code, codes))
    .orderBy(asc(products.code), asc(offers.sort));
  return rows.map((r) => [r.code, r.size, r.stock, r.price, r.old] as const);
}
