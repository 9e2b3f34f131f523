import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafSectionCodes } from '../../../api/db/seed/catalog/section-names';
import { ALLOWED_SIZES } from '../../../api/db/seed/catalog/sizes';
import { reviewedProductCodes } from '../../../api/db/seed/catalog/reviews';
import { allPictureRequests, colours as palette, findColour, isProductKind, pictureUrl, views } from '../../../shared/pictures';
import { parseShopSlug, urls } from '../../../shared/routes';
import { createTestDatabase, type TestDatabase } from '../../support/database';

interface ProductRow {
  id: number;
  code: string;
  name: string;
  kind: string;
  colour_code: string;
  section: string;
  capsule: string | null;
  price_kopecks: number;
  old_price_kopecks: number | null;
  search_extra: string;
  search_colour: string;
}

describe('the demo catalogue the seed writes', () => {
  let database: TestDatabase;
  let products: ProductRow[];
  const query = async <T>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];

  beforeAll(async () => {
    database = await createTestDatabase();
    products = await query<ProductRow>(
      `SELECT p.id, p.code, p.name, p.kind, p.colour_code, s.code AS section, c.code AS capsule,
              p.price_kopecks, p.old_price_kopecks, p.search_extra, p.search_colour
         FROM products p JOIN sections s ON s.id = p.section_id LEFT JOIN sections c ON c.id = p.capsule_id
        WHERE p.active ORDER BY p.id`,
    );
  });
  afterAll(() => database.drop());

  it('has at least 150 active products', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
  });

  it('puts products into every leaf section of the tree, by section or by capsule', () => {
    const used = new Set(products.flatMap((p) => [p.section, p.capsule]));
    expect(leafSectionCodes().filter((code) => !used.has(code))).toEqual([]);
  });

  it('gives every product 2–4 pictures that the build writes, of its own kind and colour', async () => {
    const built = new Set(allPictureRequests().map((r) => pictureUrl(r.kind, r.colour, r.view)));
    const pictures = await query<{ product_id: number; url: string; alt: string; sort: number }>(
      'SELECT product_id, url, alt, sort FROM product_pictures ORDER BY product_id, sort',
    );
    const byProduct = new Map<number, typeof pictures>();
    for (const x of pictures) byProduct.set(x.product_id, [...(byProduct.get(x.product_id) ?? []), x]);
    for (const p of products) {
      const kind = p.kind;
      if (!isProductKind(kind)) throw new Error(`unknown picture kind ${kind} of ${p.code}`);
      expect(findColour(p.colour_code), p.colour_code).toBeDefined();
      const own = byProduct.get(p.id) ?? [];
      expect(own.length, p.code).toBeGreaterThanOrEqual(2);
      expect(own.length, p.code).toBeLessThanOrEqual(4);
      const possible = new Set(views.map((v) => pictureUrl(kind, p.colour_code, v)));
      for (const picture of own) {
        expect(possible.has(picture.url), picture.url).toBe(true);
        expect(built.has(picture.url), picture.url).toBe(true);
        expect(picture.alt.startsWith(p.name)).toBe(true);
      }
    }
  });

  it('sells sizes from the shop list, with some sizes and some whole products sold out', async () => {
    const offers = await query<{ product_id: number; size: string; stock: number }>('SELECT product_id, size, stock FROM offers');
    expect(offers.filter((o) => !ALLOWED_SIZES.includes(o.size))).toEqual([]);
    const byProduct = new Map<number, number[]>();
    for (const o of offers) byProduct.set(o.product_id, [...(byProduct.get(o.product_id) ?? []), o.stock]);
    for (const p of products) expect(byProduct.get(p.id)?.length ?? 0, p.code).toBeGreaterThan(0);
    const stocks = [...byProduct.values()];
    const soldOut = stocks.filter((s) => s.every((n) => n === 0)).length;
    const partly = stocks.filter((s) => s.some((n) => n === 0) && s.some((n) => n > 0)).length;
    expect(soldOut).toBeGreaterThanOrEqual(3);
    expect(soldOut).toBeLessThan(products.length / 10);
    expect(partly).toBeGreaterThanOrEqual(20);
  });

  it('has old prices 20–50% above the price on every outlet product', () => {
    const outlet = products.filter((p) => p.section === 'outlet');
    expect(outlet.length).toBeGreaterThanOrEqual(10);
    for (const p of outlet) {
      expect(p.old_price_kopecks, p.code).not.toBeNull();
      const ratio = p.old_price_kopecks! / p.price_kopecks;
      expect(ratio, p.code).toBeGreaterThanOrEqual(1.2);
      expect(ratio, p.code).toBeLessThanOrEqual(1.5);
    }
  });

  it('gives products unique URL-safe codes that the product address parses back', () => {
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    for (const p of products) {
      expect(p.code).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      const slug = urls.product({ ID: p.id, CODE: p.code }).split('/')[2]!;
      expect(parseShopSlug(slug)).toEqual({ kind: 'product', id: p.id, code: p.code });
    }
  });

  it('redirects an old nested path of every product to its canonical address', async () => {
    const redirects = await query<{ from_path: string; to_path: string }>('SELECT from_path, to_path FROM legacy_redirects');
    const targets = new Map<string, string[]>();
    for (const r of redirects) targets.set(r.to_path, [...(targets.get(r.to_path) ?? []), r.from_path]);
    for (const p of products) {
      const from = targets.get(urls.product({ ID: p.id, CODE: p.code })) ?? [];
      expect(from.length, p.code).toBeGreaterThan(0);
      for (const path of from) expect(path).toMatch(new RegExp(`^/shop/[a-z0-9_/-]+/${p.code}/$`));
    }
    const bodi = products.find((p) => p.code === 'bodi-korotkiy-rukav-bezhevyy')!;
    expect(redirects).toContainEqual({
      from_path: '/shop/odezhda/bodi/bodi-korotkiy-rukav-bezhevyy/',
      to_path: urls.product({ ID: bodi.id, CODE: bodi.code }),
    });
    expect(redirects).toContainEqual({
      from_path: '/shop/bodi/bodi-korotkiy-rukav-bezhevyy/',
      to_path: urls.product({ ID: bodi.id, CODE: bodi.code }),
    });
  });

  it('names the colour in the name and in the search words, so a parent finds it by colour', async () => {
    expect(products.map((p) => p.name)).toContain('Ползунки бежевые на резинке');
    const beige = products.filter((p) => p.colour_code === 'bezhevyy');
    for (const p of beige) expect(p.search_colour).toContain('бежевые');
    // The colour is not what the product is: search tells a type match from a colour's (api/search/queries.ts).
    for (const p of beige) expect(p.search_extra).not.toContain('беж');
    const found = await query<{ name: string }>(
      `SELECT name FROM products WHERE search_vector @@ plainto_tsquery('russian', 'бежевые ползунки') ORDER BY name`,
    );
    expect(found.map((f) => f.name)).toContain('Ползунки бежевые на резинке');
    const bib = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE search_vector @@ plainto_tsquery('russian', 'слюнявчик')`,
    );
    expect(bib[0]!.n).toBeGreaterThan(0);
  });

  it('has the palette, the four promos, partners and reviews', async () => {
    const colourRows = await query<{ code: string; name: string; hex: string }>('SELECT code, name, hex FROM colours ORDER BY sort');
    expect(colourRows).toEqual(palette.map((c) => ({ code: c.code, name: c.name, hex: c.hex })));

    const promos = await query<{ code: string; flag: string | null; section: string | null }>(
      'SELECT p.code, p.flag, s.code AS section FROM promos p LEFT JOIN sections s ON s.id = p.section_id ORDER BY p.sort',
    );
    expect(promos).toEqual([
      { code: 'leto_2025', flag: null, section: 'leto_2025' },
      { code: 'novinki', flag: 'new', section: null },
      { code: 'rasprodazha', flag: 'sale', section: null },
      { code: 'populyarnoe', flag: 'popular', section: null },
    ]);

    const partners = await query<{ href: string; city: string }>('SELECT href, city FROM partners');
    expect(partners.length).toBeGreaterThanOrEqual(5);
    expect(partners.length).toBeLessThanOrEqual(8);
    for (const p of partners) expect(p.href).toMatch(/^https:\/\//);

    const reviews = await query<{ rating: number; product_id: number | null; city: string }>(
      'SELECT rating, product_id, city FROM reviews',
    );
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    expect(reviews.length).toBeLessThanOrEqual(15);
    expect(reviews.every((r) => r.rating >= 4 && r.city !== '')).toBe(true);
    expect(reviews.filter((r) => r.product_id !== null)).toHaveLength(reviewedProductCodes.length);
  });

  it('flags new and popular products and spreads their arrival over months', async () => {
    const [row] = await query<{ fresh: number; popular: number; sale: number; days: number }>(
      `SELECT count(*) FILTER (WHERE is_new)::int AS fresh, count(*) FILTER (WHERE is_popular)::int AS popular,
              count(*) FILTER (WHERE old_price_kopecks IS NOT NULL)::int AS sale,
              extract(day FROM max(created_at) - min(created_at))::int AS days
         FROM products WHERE active`,
    );
    expect(row!.fresh).toBeGreaterThanOrEqual(10);
    expect(row!.popular).toBeGreaterThanOrEqual(10);
    expect(row!.sale).toBeGreaterThanOrEqual(10);
    expect(row!.days).toBeGreaterThan(90);
  });
});
