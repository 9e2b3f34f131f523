import { eq } from 'drizzle-orm';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { recordChange } from '../../api/admin/audit/service';
import { auditLog, staff } from '../../api/db/schema';
import { AUDIT_PAGE_SIZE } from '../../shared/contract/admin/audit';
import { STAFF_ACCESS_REFUSALS } from '../../shared/contract/admin/roles';
import { secretMatches } from '../../api/admin/staff/secrets';
import { createProviders } from '../../admin/providers';
import { NO_ANSWER } from '../../admin/http';
import { useAppAgainstApi } from './app-against-api';
import { listenOnLoopback } from './loopback';

describe("the back office's data provider against the api (admin/data)", () => {
  const made = useAppAgainstApi();

  /** The owner signed in, with `count` audit entries of hers on objects 0, 1 and 2 in turn. */
  async function withAudit(count: number) {
    const { database, owner, signIn } = made();
    await signIn(owner);
    for (let i = 0; i < count; i++)
      await recordChange(database.db, {
        staff: owner,
        address: '127.0.0.1',
        action: 'staff.update',
        object: 'staff',
        objectId: i % 3,
        before: { i },
        after: { i: i + 1 },
      });
    return made();
  }
  const page = (n: number, filter: Record<string, unknown> = {}) => ({
    pagination: { page: n, perPage: 25 },
    sort: { field: 'at', order: 'DESC' as const },
    filter,
  });

  it("pages the audit log by keyset: page 2 passes page 1's next as after, and says whether there is more without a total", async () => {
    const { app } = await withAudit(AUDIT_PAGE_SIZE * 2 + 5);
    const first = await app.dataProvider.getList('audit', page(1));
    expect(first.data).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.total).toBeUndefined();
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const second = await app.dataProvider.getList('audit', page(2));
    expect(app.sent.at(-1)!.query.get('after')).toBe(String(first.data.at(-1)!.id));
    expect(second.data[0]!.id).toBe(Number(first.data.at(-1)!.id) - 1);
    const third = await app.dataProvider.getList('audit', page(3));
    expect(third.data).toHaveLength(5);
    expect(third.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    // Back to page 2: its cursor is remembered, not walked again.
    const before = app.sent.length;
    expect((await app.dataProvider.getList('audit', page(2))).data).toEqual(second.data);
    expect(app.sent.length).toBe(before + 1);
  });

  it('reaches a deep page asked first (a link to page 3) by walking the cursors from the start', async () => {
    const { app } = await withAudit(AUDIT_PAGE_SIZE * 2 + 5);
    const third = await app.dataProvider.getList('audit', page(3));
    const oldest = await made().database.db.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id).limit(5);
    expect(third.data.map((e) => e.id)).toEqual(oldest.map((row) => row.id).reverse());
  });

  it('answers a page past the end with nothing and no next page', async () => {
    const { app } = await withAudit(5);
    expect(await app.dataProvider.getList('audit', page(4))).toMatchObject({ data: [], pageInfo: { hasNextPage: false } });
  });

  it('sends the filters (person, object, its number, days) and keeps the cursors of each filtered list apart', async () => {
    const { app, owner } = await withAudit(45);
    await app.dataProvider.getList('audit', page(2));
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });
    const filtered = await app.dataProvider.getList(
      'audit',
      page(1, { staffId: owner.id, object: 'staff', objectId: '1', from: today, to: today }),
    );
    expect(filtered.data.every((e) => e.objectId === '1')).toBe(true);
    expect(filtered.data).toHaveLength(15);
    expect(Object.fromEntries(app.sent.at(-1)!.query)).toEqual({
      staffId: String(owner.id),
      object: 'staff',
      objectId: '1',
      from: today,
      to: today,
    });
    expect(filtered.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('creates a staff member and brings the one-time password with the record, once', async () => {
    const { app, owner, signIn, database } = made();
    await signIn(owner);
    const { data } = await app.dataProvider.create('staff', { data: { email: 'pack@example.ru', name: 'Пётр', role: 'warehouse' } });
    expect(data).toMatchObject({ email: 'pack@example.ru', name: 'Пётр', role: 'warehouse', password: expect.any(String) });
    const [row] = await database.db
      .select()
      .from(staff)
      .where(eq(staff.id, Number(data.id)));
    expect(await secretMatches(row!.passwordHash, data.password as string)).toBe(true);
    expect((await app.dataProvider.getOne('staff', { id: data.id })).data).not.toHaveProperty('password');
  });

  it('finds one staff member in the list (the contract has no call for one), and updates and resets them', async () => {
    const { app, owner, signIn, addStaff, database } = made();
    await signIn(owner);
    const manager = await addStaff('manager');
    expect((await app.dataProvider.getOne('staff', { id: manager.id })).data).toMatchObject({ name: manager.name });
    const { data } = await app.dataProvider.update('staff', {
      id: manager.id,
      data: { name: 'Мария Петровна', role: 'warehouse', active: false },
      previousData: { id: manager.id },
    });
    expect(data).toMatchObject({ name: 'Мария Петровна', role: 'warehouse', active: false });
    const { password } = await app.dataProvider.resetStaffPassword(manager.id);
    const [row] = await database.db.select().from(staff).where(eq(staff.id, manager.id));
    expect(await secretMatches(row!.passwordHash, password)).toBe(true);
    await expect(app.dataProvider.getOne('staff', { id: 999 })).rejects.toMatchObject({
      status: 404,
      message: 'Запись не найдена: возможно, её уже удалили',
    });
  });

  it("turns the server's refusals into errors with its Russian message, for react-admin's notifications", async () => {
    const { app, owner, another, signIn, addStaff } = made();
    await signIn(owner);
    await expect(app.dataProvider.create('staff', { data: { email: owner.email, name: 'Анна', role: 'owner' } })).rejects.toMatchObject({
      status: 409,
      message: 'Сотрудник с такой почтой уже есть',
    });
    const manager = await addStaff('manager');
    const tab = another();
    await signIn(manager, tab);
    await expect(tab.dataProvider.getList('staff', page(1))).rejects.toMatchObject(STAFF_ACCESS_REFUSALS.forbidden);
  });

  it("says the server did not answer when the answer is not the envelope (a proxy's error page), or there is no answer", async () => {
    const proxyPage = express().use((_req, res) => res.status(502).type('html').send('<h1>502 Bad Gateway</h1>'));
    const gateway = await listenOnLoopback(proxyPage);
    try {
      for (const baseUrl of [gateway.url, 'http://127.0.0.1:9'])
        await expect(createProviders({ baseUrl }).dataProvider.getList('audit', page(1))).rejects.toMatchObject({ message: NO_ANSWER });
    } finally {
      await gateway.close();
    }
  });
});
