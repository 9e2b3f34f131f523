/**
 * The app's customer, note and dashboard calls (admin/customers/calls.ts, admin/dashboard/calls.ts)
 * through its data provider against the real api: what react-admin gets, what the app sent, and
 * what the database holds after.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../api/db/schema';
import { ADMIN_PAGE_DEFAULT } from '../../shared/contract/admin/list';
import { STAFF_ACCESS_REFUSALS } from '../../shared/contract/admin/roles';
import { insertAdminOrder, insertShopper, minutesAgo } from '../api/admin/read-fixture';
import { useAppAgainstApi } from './app-against-api';

const page = (n: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page: n, perPage: 25 },
  sort: { field: 'registeredAt', order: 'DESC' as const },
  filter,
});

describe("the back office's customer calls against the api (admin/customers)", () => {
  const made = useAppAgainstApi();

  it('lists accounts with masked contacts, each keyed for its page, and finds one by a phone typed any way', async () => {
    const { app, owner, signIn, database } = made();
    await signIn(owner);
    const anna = await insertShopper(database.db, { phone: '79161234567', name: 'Анна Смирнова', email: 'anna@mail.ru' });
    await insertShopper(database.db, { phone: '79035550011', name: 'Ольга Петрова', createdAt: minutesAgo(5) });
    await insertAdminOrder(database.db, { userId: anna.id, status: 'delivered', paid: true, totalKopecks: 1_249_000 });

    const { data } = await app.dataProvider.getList('customers', page(1));
    expect(data.map((c) => [c.id, c.name, c.phone, c.email, c.ordersCount, c.spentKopecks])).toEqual([
      [`u${anna.id}`, 'Анна Смирнова', '+7 916 ***-**-67', 'a***@mail.ru', 1, 1_249_000],
      [expect.stringMatching(/^u\d+$/), 'Ольга Петрова', '+7 903 ***-**-11', null, 0, 0],
    ]);
    const found = await app.dataProvider.getList('customers', page(1, { q: '8 (916) 123-45-67' }));
    expect(found.data.map((c) => c.name)).toEqual(['Анна Смирнова']);
    expect(app.sent.at(-1)!.query.get('q')).toBe('8 (916) 123-45-67');
  });

  it('sends no search while it is too short to look up, keeping the whole list instead of a refusal', async () => {
    const { app, owner, signIn, database } = made();
    await signIn(owner);
    await insertShopper(database.db, { phone: '79161234567', name: 'Анна Смирнова' });
    const { data } = await app.dataProvider.getList('customers', page(1, { q: 'Ан' }));
    expect(data).toHaveLength(1);
    expect(app.sent.at(-1)!.query.has('q')).toBe(false);
  });

  it("pages by keyset: page 2 starts after page 1's last account, with no total", async () => {
    const { app, owner, signIn, database } = made();
    await signIn(owner);
    const count = ADMIN_PAGE_DEFAULT + 3;
    await database.db.insert(users).values(
      Array.from({ length: count }, (_, i) => ({
        phone: `7916000${String(i).padStart(4, '0')}`,
        name: `Покупатель ${i}`,
        consentAt: new Date(),
        createdAt: minutesAgo(i),
      })),
    );
    const first = await app.dataProvider.getList('customers', page(1));
    expect(first.data).toHaveLength(ADMIN_PAGE_DEFAULT);
    expect(first.total).toBeUndefined();
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const second = await app.dataProvider.getList('customers', page(2));
    expect(app.sent.at(-1)!.query.get('after')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(second.data.map((c) => c.name)).toEqual(['Покупатель 50', 'Покупатель 51', 'Покупатель 52']);
    expect(second.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it("opens an account's page by u and its number and a guest's by phone, whole contacts, and says who is not found", async () => {
    const { app, owner, signIn, database } = made();
    await signIn(owner);
    const anna = await insertShopper(database.db, { phone: '79161234567', name: 'Анна Смирнова', email: 'anna@mail.ru' });
    const order = await insertAdminOrder(database.db, { userId: anna.id, status: 'new', paymentMethod: 'cash', totalKopecks: 99_000 });
    await insertAdminOrder(database.db, { phone: '79035550011', name: 'Ольга Гостева', status: 'paid', paid: true });

    const { data } = await app.dataProvider.getOne('customers', { id: `u${anna.id}` });
    expect(data).toMatchObject({ id: `u${anna.id}`, customer: { userId: anna.id, phone: '79161234567', email: 'anna@mail.ru' } });
    expect(data.orders).toEqual([expect.objectContaining({ id: order.id, status: 'new', paymentMethod: 'cash', paid: false })]);
    const guest = await app.dataProvider.getOne('customers', { id: '79035550011' });
    expect(guest.data).toMatchObject({ id: '79035550011', customer: { userId: null, name: 'Ольга Гостева' }, ordersCount: 1 });
    await expect(app.dataProvider.getOne('customers', { id: '79990000000' })).rejects.toMatchObject({
      status: 404,
      message: 'Покупатель не найден',
    });
  });

  it('saves the note once for a double tap, clears it when emptied, and shows the refusal of one too long', async () => {
    const { app, owner, signIn, database } = made();
    await signIn(owner);
    await insertShopper(database.db, { phone: '79161234567', name: 'Анна Смирнова' });
    const note = 'Просит звонить после 18:00';
    const before = app.sent.length;
    const [first, second] = await Promise.all([
      app.dataProvider.saveCustomerNote('79161234567', note),
      app.dataProvider.saveCustomerNote('79161234567', note),
    ]);
    expect(first).toMatchObject({ text: note });
    expect(second).toEqual(first);
    expect(app.sent.slice(before).map((r) => [r.method, r.path, r.csrf !== null])).toEqual([['POST', '/api/admin/customers/note/', true]]);
    expect((await app.dataProvider.getOne('customers', { id: '79161234567' })).data.note).toMatchObject({ text: note });

    expect(await app.dataProvider.saveCustomerNote('79161234567', '')).toBeNull();
    await expect(app.dataProvider.saveCustomerNote('79161234567', 'а'.repeat(2001))).rejects.toMatchObject({
      status: 400,
      message: 'Заметка — не длиннее 2000 символов',
    });
    const rows = await database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.object, 'customer'), eq(auditLog.objectId, '79161234567')))
      .orderBy(auditLog.id);
    expect(rows).toEqual([
      { before: { note: null }, after: { note } },
      { before: { note }, after: { note: null } },
    ]);
  });
});

describe("the first screen's calls against the api (admin/dashboard)", () => {
  const made = useAppAgainstApi();

  it('gives a manager the figures, and the warehouse the orders waiting in each of its queues', async () => {
    const { app, another, addStaff, signIn, database } = made();
    const db = database.db;
    await insertAdminOrder(db, { status: 'paid', paid: true, totalKopecks: 250_000 });
    await insertAdminOrder(db, { status: 'new', paymentMethod: 'cash', totalKopecks: 80_000 });
    await insertAdminOrder(db, { status: 'new', paymentMethod: 'sbp', totalKopecks: 40_000 });
    await insertAdminOrder(db, { status: 'assembling', paid: true });
    await insertAdminOrder(db, { status: 'assembling', paid: true });

    await signIn(await addStaff('manager'));
    const figures = await app.dataProvider.dashboard();
    expect(figures.periods.find((p) => p.period === 'today')).toMatchObject({ orders: 5 });
    expect(figures.unpaid).toEqual({ orders: 2, kopecks: 120_000 });

    const warehouse = another();
    await signIn(await addStaff('warehouse'), warehouse);
    expect(await warehouse.dataProvider.packingQueues()).toEqual([
      { queue: 'paid', filter: { status: ['paid'] }, count: 1, more: false },
      { queue: 'cash', filter: { payment: 'cash', status: ['new'] }, count: 1, more: false },
      { queue: 'assembling', filter: { status: ['assembling'] }, count: 2, more: false },
      { queue: 'shipped', filter: { status: ['shipped'] }, count: 0, more: false },
    ]);
  });

  it('hides from each role exactly what the api refuses it: the warehouse neither customers nor the figures', async () => {
    const { another, addStaff, signIn } = made();
    for (const role of ['manager', 'warehouse'] as const) {
      const tab = another();
      await signIn(await addStaff(role), tab);
      const calls = {
        customers: () => tab.dataProvider.getList('customers', page(1)),
        dashboard: () => tab.dataProvider.dashboard(),
        orders: () => tab.dataProvider.packingQueues(),
      };
      for (const [resource, call] of Object.entries(calls)) {
        const shown = await tab.authProvider.canAccess!({ resource, action: 'list' });
        const answered = await call().then(
          () => true,
          (error: { status: number; message: string }) => {
            expect(error).toMatchObject(STAFF_ACCESS_REFUSALS.forbidden);
            return false;
          },
        );
        expect([role, resource, shown]).toEqual([role, resource, answered]);
      }
    }
  });
});
