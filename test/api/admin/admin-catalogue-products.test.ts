/**
 * The back office's products (issue 24): a product with its sizes added, listed (search, section,
 * active; keyset), changed with its price, its sizes added, reordered, stocked and removed (an
 * ordered one is kept), refusals in Russian with nothing changed, a code change kept as a 301
 * (through a chain of two and back), each change in the audit log, the warehouse kept out.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, legacyRedirects, offers, orderItems, products, sections } from '../../../api/db/schema';
import { productDataSchema, productListSchema, type ProductAdmin } from '../../../shared/contract/admin/products';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { insertOrder, newBrowser } from '../payment/payment-fixture';
import { newProduct } from './catalogue-fixture';
import { memberAs } from './orders-fixture';

const api = useTestApi({
  prepare: async (test) => {
    const [section] = await test.db
      .select({ id: sections.id })
      .from(sections)
      .where(gt(sections.depth, 1))
      .orderBy(asc(sections.id))
      .limit(1);
    return {
      sectionId: section!.id,
      manager: await memberAs(test.app, test.db, 'manager'),
      warehouse: await memberAs(test.app, test.db, 'warehouse'),
    };
  },
});

const manager = () => api().fixture.manager;

async function create(body: object = newProduct(api().fixture.sectionId)): Promise<ProductAdmin> {
  const res = await manager().post('/products/', body);
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, productDataSchema).product;
}

async function change(id: number, path: string, body: object): Promise<ProductAdmin> {
  const res = await manager().post(`/products/${id}/${path}`, body);
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, productDataSchema).product;
}

const auditOf = (id: number) =>
  api()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.object, 'product'), eq(auditLog.objectId, String(id))))
    .orderBy(asc(auditLog.id));
const rowOf = async (id: number) => (await api().db.select().from(products).where(eq(products.id, id)))[0]!;
const offersOf = (id: number) => api().db.select().from(offers).where(eq(offers.productId, id)).orderBy(asc(offers.sort));

describe('products in the back office', () => {
  it('adds a product with two sizes, its search words as the seed writes them, and records it', async () => {
    const product = await create();
    expect(product).toMatchObject({ code: 't-body', priceKopecks: 129_000, url: `/shop/${product.id}-t-body-product/` });
    expect(product.sizes.map(({ size, stock, ordered }) => [size, stock, ordered])).toEqual([
      ['62', 5, false],
      ['68', 2, false],
    ]);
    const row = await rowOf(product.id);
    expect(row.searchExtra).toContain('бодик');
    expect(row.searchColour).toContain('молочная');
    expect(await auditOf(product.id)).toMatchObject([
      {
        action: 'product.create',
        before: null,
        after: {
          code: 't-body',
          priceKopecks: 129_000,
          sizes: [
            { size: '62', stock: 5 },
            { size: '68', stock: 2 },
          ],
        },
      },
    ]);
  });

  it('lists products newest first by keyset, found by words of the name or code, by section and activity', async () => {
    const first = await create();
    const second = await create({ ...newProduct(api().fixture.sectionId, 't-body-2'), name: 'Боди второе', active: false });
    const list = async (query: Record<string, string>) => {
      const res = await manager().get('/products/').query(query);
      expect(res.status, res.text).toBe(200);
      return expectEnvelope(res, productListSchema);
    };
    expect((await list({ q: 'т-body боди' })).items).toEqual([]);
    expect((await list({ q: 't-body БОДИ' })).items.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await list({ q: 't-body', active: 'yes' })).items.map((p) => p.id)).toEqual([first.id]);
    expect((await list({ q: 't-body', section: String(api().fixture.sectionId) })).items[1]).toMatchObject({
      id: first.id,
      sizes: 2,
      stock: 7,
    });
    const page = await list({ limit: '1' });
    expect(page.items).toHaveLength(1);
    const next = await list({ limit: '1', after: page.next! });
    expect(next.items[0]!.id).not.toBe(page.items[0]!.id);
  });

  it('changes texts, flags and the price, recording only what changed', async () => {
    const product = await create();
    const changed = await change(product.id, '', { name: 'Боди новое', priceKopecks: 99_000, oldPriceKopecks: 129_000, isPopular: true });
    expect(changed).toMatchObject({ name: 'Боди новое', priceKopecks: 99_000, oldPriceKopecks: 129_000, isPopular: true, isNew: true });
    expect((await auditOf(product.id)).at(-1)).toMatchObject({
      action: 'product.update',
      before: { name: 'Боди тестовое молочное', priceKopecks: 129_000, oldPriceKopecks: null, isPopular: false },
      after: { name: 'Боди новое', priceKopecks: 99_000, oldPriceKopecks: 129_000, isPopular: true },
    });
    expect(Object.keys((await auditOf(product.id)).at(-1)!.after!).sort()).toEqual([
      'isPopular',
      'name',
      'oldPriceKopecks',
      'priceKopecks',
    ]);
  });

  it('weighs a new product 300 g unless told, and changes its weight (issue 25: it prices delivery), recorded', async () => {
    const product = await create();
    expect(product.weightGrams).toBe(300);
    expect(await change(product.id, '', { weightGrams: 450 })).toMatchObject({ weightGrams: 450 });
    expect((await rowOf(product.id)).weightGrams).toBe(450);
    expect((await auditOf(product.id)).at(-1)).toMatchObject({ before: { weightGrams: 300 }, after: { weightGrams: 450 } });
    const light = await create({ ...newProduct(api().fixture.sectionId, 'lyogkoe-bodi'), weightGrams: 80 });
    expect(light.weightGrams).toBe(80);
  });

  it('refuses bad input in Russian and changes nothing', async () => {
    const product = await create();
    const before = await rowOf(product.id);
    const cases: [object, number, string][] = [
      [{ priceKopecks: 0 }, 400, 'Цена — больше нуля'],
      [{ oldPriceKopecks: 100 }, 400, 'Старая цена должна быть выше цены: она показывается зачёркнутой'],
      [{ code: 'Боди' }, 400, 'Код товара: строчные латинские буквы, цифры, - и _, первая — буква или цифра'],
      [{ name: '  ' }, 400, 'Укажите название товара'],
      [{ sectionId: 999_999 }, 409, 'Раздел не найден'],
      [{ colourCode: 'zelenyy' }, 409, 'Такого цвета нет в палитре'],
      [{ kind: 'rocket' }, 409, 'Такого вида товара нет'],
      [{ weightGrams: 0 }, 400, 'Вес — целое число граммов от 1 до 30 000'],
      [{ weightGrams: 30_001 }, 400, 'Вес — целое число граммов от 1 до 30 000'],
      [{ weightGrams: 80.5 }, 400, 'Вес — целое число граммов от 1 до 30 000'],
    ];
    for (const [body, status, message] of cases)
      expect(refusalMessage(await manager().post(`/products/${product.id}/`, body), status), JSON.stringify(body)).toBe(message);
    const [other] = await api().db.select({ code: products.code }).from(products).where(gt(products.id, 0)).limit(1);
    expect(refusalMessage(await manager().post(`/products/${product.id}/`, { code: other!.code }), 409)).toBe('Такой код товара уже есть');
    expect(refusalMessage(await manager().post('/products/', newProduct(api().fixture.sectionId)), 409)).toBe('Такой код товара уже есть');
    const doubled = {
      ...newProduct(api().fixture.sectionId, 't-other'),
      sizes: [
        { size: '62', stock: 1 },
        { size: '62', stock: 2 },
      ],
    };
    expect(refusalMessage(await manager().post('/products/', doubled), 400)).toBe('Размеры повторяются');
    expect(refusalMessage(await manager().post(`/products/${product.id}/sizes/`, { sizes: [{ size: '62', stock: -1 }] }), 400)).toBe(
      'Остаток не может быть меньше нуля',
    );
    expect(await rowOf(product.id)).toEqual(before);
    expect((await auditOf(product.id)).map((r) => r.action)).toEqual(['product.create']);
  });

  it('adds, reorders, stocks and removes sizes; an ordered size is refused, kept, and its stock can go to 0', async () => {
    const product = await create();
    const [s62, s68] = product.sizes;
    const after = await change(product.id, 'sizes/', {
      sizes: [
        { id: s68!.id, size: '68', stock: 4 },
        { size: '74', stock: 1 },
        { id: s62!.id, size: '62', stock: 5 },
      ],
    });
    expect(after.sizes.map((s) => [s.size, s.stock])).toEqual([
      ['68', 4],
      ['74', 1],
      ['62', 5],
    ]);
    expect((await auditOf(product.id)).at(-1)).toMatchObject({
      action: 'product.sizes',
      before: { sizes: [{ size: '62' }, { size: '68' }] },
    });

    const order = await insertOrder(api().db, { sessionId: (await newBrowser(api())).sessionId });
    await api().db.update(orderItems).set({ offerId: s62!.id }).where(eq(orderItems.orderId, order.id));
    const removed = await manager().post(`/products/${product.id}/sizes/`, { sizes: [{ id: s68!.id, size: '68', stock: 4 }] });
    expect(refusalMessage(removed, 409)).toBe('Размер «62» уже заказывали: его нельзя удалить, поставьте остаток 0');
    expect((await offersOf(product.id)).map((o) => o.size)).toEqual(['68', '74', '62']);
    const kept = await change(product.id, 'sizes/', {
      sizes: [
        { id: s68!.id, size: '68', stock: 4 },
        { id: s62!.id, size: '62', stock: 0 },
      ],
    });
    expect(kept.sizes.map((s) => [s.size, s.stock, s.ordered])).toEqual([
      ['68', 4, false],
      ['62', 0, true],
    ]);
  });

  it("saves each size's stock watch threshold with the sizes, in the one audit row; a size sent without one keeps its own", async () => {
    const product = await create();
    const [s62, s68] = product.sizes;
    const after = await change(product.id, 'sizes/', {
      sizes: [
        { id: s62!.id, size: '62', stock: 5, threshold: 2 },
        { id: s68!.id, size: '68', stock: 4 },
        { size: '74', stock: 1, threshold: 0 },
      ],
    });
    expect(after.sizes.map((s) => [s.size, s.threshold])).toEqual([
      ['62', 2],
      ['68', null],
      ['74', 0],
    ]);
    expect((await auditOf(product.id)).at(-1)).toMatchObject({
      action: 'product.sizes',
      before: {
        sizes: [
          { size: '62', threshold: null },
          { size: '68', threshold: null },
        ],
      },
      after: {
        sizes: [
          { size: '62', threshold: 2 },
          { size: '68', threshold: null },
          { size: '74', threshold: 0 },
        ],
      },
    });
    const kept = await change(product.id, 'sizes/', { sizes: after.sizes.map(({ id, size, stock }) => ({ id, size, stock })) });
    expect(kept.sizes.map((s) => s.threshold)).toEqual([2, null, 0]);

    const refused = await manager().post(`/products/${product.id}/sizes/`, {
      sizes: [{ id: s62!.id, size: '62', stock: 5, threshold: -1 }],
    });
    expect(refusalMessage(refused, 400)).toBe('Порог остатка: не меньше 0');
    expect((await offersOf(product.id)).map((o) => o.size)).toEqual(['62', '68', '74']);
  });

  it('keeps the old address as a 301 when the code changes, through a chain of two, and back without a loop', async () => {
    const product = await create();
    const at = (code: string) => `/shop/${product.id}-${code}-product/`;
    const redirects = async () =>
      Object.fromEntries(
        (await api().db.select().from(legacyRedirects))
          .filter((r) => r.fromPath.startsWith(`/shop/${product.id}-`))
          .map((r) => [r.fromPath, r.toPath]),
      );
    await change(product.id, '', { code: 't-body-b' });
    await change(product.id, '', { code: 't-body-c' });
    expect(await redirects()).toEqual({ [at('t-body')]: at('t-body-c'), [at('t-body-b')]: at('t-body-c') });
    await change(product.id, '', { code: 't-body' });
    expect(await redirects()).toEqual({ [at('t-body-b')]: at('t-body'), [at('t-body-c')]: at('t-body') });
  });

  it('is the owner’s and managers’: the warehouse cannot read or change products', async () => {
    const product = await create();
    expect((await api().fixture.warehouse.get('/products/')).status).toBe(403);
    expect((await api().fixture.warehouse.post(`/products/${product.id}/`, { priceKopecks: 1 })).status).toBe(403);
    expect((await api().fixture.warehouse.post(`/products/${product.id}/sizes/`, { sizes: [] })).status).toBe(403);
    expect((await rowOf(product.id)).priceKopecks).toBe(129_000);
  });
});
