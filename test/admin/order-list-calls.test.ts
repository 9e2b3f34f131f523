/**
 * The `orders` resource of the app's data provider against the real api: the list's filters as the
 * filter form holds them, reaching the api's query; keyset pages; an order's page as a record.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_DEFAULT } from '../../shared/contract/admin/list';
import { firstPickupPoint } from '../api/order/order-fixture';
import { useAppAgainstApi } from './app-against-api';
import { insertAdminOrder, minutesAgo } from './order-shop';

const page = (n: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page: n, perPage: 25 },
  sort: { field: 'placedAt', order: 'DESC' as const },
  filter,
});

describe("the order list through the app's data provider", () => {
  const made = useAppAgainstApi();

  async function signedIn() {
    const { owner, signIn } = made();
    await signIn(owner);
    return made();
  }

  it('pages newest first by keyset: the second page starts after the first, with no total', async () => {
    const { app, database } = await signedIn();
    for (let i = 0; i < ADMIN_PAGE_DEFAULT + 3; i++) await insertAdminOrder(database.db, { placedAt: minutesAgo(i) });
    const first = await app.dataProvider.getList('orders', page(1));
    expect(first.data).toHaveLength(ADMIN_PAGE_DEFAULT);
    expect(first.total).toBeUndefined();
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const placed = first.data.map((o) => o.placedAt as string);
    expect(placed).toEqual([...placed].sort().reverse());
    const second = await app.dataProvider.getList('orders', page(2));
    expect(app.sent.at(-1)!.query.get('after')).toEqual(expect.any(String));
    expect(second.data).toHaveLength(3);
    expect(second.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    expect(new Set([...first.data, ...second.data].map((o) => o.id)).size).toBe(ADMIN_PAGE_DEFAULT + 3);
  });

  it('sends the filter form as the query: statuses comma-separated, paid, payment, delivery, days', async () => {
    const { app, database } = await signedIn();
    const db = database.db;
    const packing = await insertAdminOrder(db, { status: 'assembling', paid: true });
    const paid = await insertAdminOrder(db, {
      status: 'paid',
      paid: true,
      deliveryMethod: 'pickup',
      pickupPointId: await firstPickupPoint(db),
    });
    const oneClick = await insertAdminOrder(db, { status: 'new', paymentMethod: 'cash', deliveryMethod: null });
    await insertAdminOrder(db, { status: 'cancelled', placedAt: minutesAgo(60 * 24 * 40) });
    const ids = async (filter: Record<string, unknown>) =>
      (await app.dataProvider.getList('orders', page(1, filter))).data.map((o) => o.id);

    expect(await ids({ status: ['paid', 'assembling'] })).toEqual([paid.id, packing.id]);
    expect(app.sent.at(-1)!.query.get('status')).toBe('paid,assembling');
    expect(await ids({ paid: 'unpaid', payment: 'cash', delivery: 'none' })).toEqual([oneClick.id]);
    expect(await ids({ delivery: 'pickup' })).toEqual([paid.id]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });
    expect(await ids({ from: today, to: today })).toEqual([oneClick.id, paid.id, packing.id]);
    expect(Object.fromEntries(app.sent.at(-1)!.query)).toEqual({ from: today, to: today });
  });

  it('finds an order by its code, by a phone typed any way or its last digits, by name and e-mail words', async () => {
    const { app, database } = await signedIn();
    const mine = await insertAdminOrder(database.db, { name: 'Ольга Кузнецова', phone: '79031234567', email: 'olga@mail.ru' });
    await insertAdminOrder(database.db, { name: 'Анна Смирнова', phone: '79169876543', email: 'anna@example.ru' });
    const found = async (q: string) => (await app.dataProvider.getList('orders', page(1, { q }))).data.map((o) => o.id);
    for (const q of [mine.code, '8 (903) 123-45-67', '+7 903 1234567', '45-67', 'кузнецова', 'olga@mail', 'Ольга 4567'])
      expect(await found(q), q).toEqual([mine.id]);
  });

  it('waits with a search too short to look up rather than showing a refusal: the list stays unfiltered', async () => {
    const { app, database } = await signedIn();
    await insertAdminOrder(database.db);
    await insertAdminOrder(database.db);
    expect((await app.dataProvider.getList('orders', page(1, { q: 'ан' }))).data).toHaveLength(2);
    expect(app.sent.at(-1)!.query.has('q')).toBe(false);
  });

  it("opens an order's page as a record with the order's id, and says in Russian when there is none", async () => {
    const { app, database } = await signedIn();
    const order = await insertAdminOrder(database.db, { status: 'paid', paid: true });
    const { data } = await app.dataProvider.getOne('orders', { id: order.id });
    expect(data).toMatchObject({ id: order.id, order: { id: order.id, code: order.code, status: 'paid' }, allowed: expect.any(Array) });
    expect(data.allowed).toContain('assembling');
    await expect(app.dataProvider.getOne('orders', { id: 999_999 })).rejects.toMatchObject({ status: 404, message: 'Заказ не найден' });
  });

  it('shows the warehouse the list with contacts masked by the api', async () => {
    const { app, database, addStaff, signIn } = made();
    await insertAdminOrder(database.db, { phone: '79161234567', email: 'anna@example.ru' });
    await signIn(await addStaff('warehouse'));
    const [row] = (await app.dataProvider.getList('orders', page(1))).data;
    expect(row).toMatchObject({ phone: '+7 916 ***-**-67', email: 'a***@example.ru' });
  });
});
