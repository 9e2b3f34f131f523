/**
 * The customers and dashboard calls of the back office (decision 050) through the api: the list
 * masks contacts, a page opens by account (u123) or by a guest's phone, the note is saved with its
 * audit row, and the dashboard answers its figures. Who may make them: access.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../api/db/schema';
import { dashboardSchema } from '../../../shared/contract/admin/dashboard';
import { useTestApi } from '../../support/database';
import { refusalMessage } from '../../support/envelope';
import { memberAs } from './orders-fixture';
import { insertAdminOrder, insertShopper } from './read-fixture';

const api = useTestApi();

describe('customers in the back office', () => {
  it('are listed with contacts masked, and opened by account or by a guest’s phone', async () => {
    const { app, db } = api();
    const manager = await memberAs(app, db, 'manager');
    const anna = await insertShopper(db, { phone: '79161234567', name: 'Анна Смирнова', email: 'anna@mail.ru' });
    await insertAdminOrder(db, { phone: '79035550011', name: 'Ольга Гостева', userId: null });

    const list = await manager.get('/customers/');
    expect(list.body.data.items).toEqual([expect.objectContaining({ id: anna.id, phone: '+7 916 ***-**-67', email: 'a***@mail.ru' })]);
    const page = await manager.get(`/customers/u${anna.id}/`);
    expect(page.body.data.customer).toMatchObject({ userId: anna.id, phone: '79161234567', email: 'anna@mail.ru' });
    const guest = await manager.get('/customers/79035550011/');
    expect(guest.body.data.customer).toMatchObject({ userId: null, name: 'Ольга Гостева' });
    expect(refusalMessage(await manager.get('/customers/79990000000/'), 404, 'nobody')).toBe('Покупатель не найден');
    expect(refusalMessage(await manager.get('/customers/anna/'), 400, 'bad key')).toMatch(/u123/u);
  });

  it('keep the staff’s note, written with its before and after in the audit log', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    await insertShopper(db, { phone: '79161234567', name: 'Анна Смирнова' });
    const saved = await owner.post('/customers/note/', { phone: '+7 916 123-45-67', note: 'Просит звонить после 18:00' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.note).toMatchObject({ text: 'Просит звонить после 18:00' });
    expect((await owner.post('/customers/note/', { phone: '79161234567', note: '' })).body.data).toEqual({ note: null });
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.object, 'customer'), eq(auditLog.objectId, '79161234567')))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.staffId, r.action, r.before, r.after])).toEqual([
      [owner.id, 'customer.note', { note: null }, { note: 'Просит звонить после 18:00' }],
      [owner.id, 'customer.note', { note: 'Просит звонить после 18:00' }, { note: null }],
    ]);
  });
});

describe('the dashboard', () => {
  it('answers today’s orders and revenue to a manager', async () => {
    const { app, db } = api();
    const manager = await memberAs(app, db, 'manager');
    await insertAdminOrder(db, { status: 'paid', paid: true, totalKopecks: 250_000 });
    const res = await manager.get('/dashboard/');
    expect(res.status, res.text).toBe(200);
    const dashboard = dashboardSchema.parse(res.body.data);
    expect(dashboard.periods.find((p) => p.period === 'today')).toMatchObject({ orders: 1, revenueKopecks: 250_000 });
  });
});
