import { describe, expect, it } from 'vitest';
import { useAppAgainstFake } from './app-against-fake';

describe("the back office's data provider against the admin contract (admin/data)", () => {
  const fake = useAppAgainstFake();

  /** An owner signed in, with `count` audit entries (the fake's pages hold 20). */
  async function withAudit(count: number) {
    const made = fake();
    await made.signIn(made.owner);
    for (let i = 0; i < count; i++)
      made.api.state.record(made.owner.staff, '127.0.0.1', 'staff.update', 'staff', String(i % 3), { i }, { i: i + 1 });
    return made;
  }
  const page = (n: number, filter: Record<string, unknown> = {}) => ({
    pagination: { page: n, perPage: 25 },
    sort: { field: 'at', order: 'DESC' as const },
    filter,
  });

  it("pages the audit log by keyset: page 2 passes page 1's next as after, and says whether there is more without a total", async () => {
    const { app, api } = await withAudit(45);
    const first = await app.dataProvider.getList('audit', page(1));
    expect(first.data).toHaveLength(20);
    expect(first.total).toBeUndefined();
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const second = await app.dataProvider.getList('audit', page(2));
    expect(api.requests.at(-1)!.query.get('after')).toBe(String(first.data.at(-1)!.id));
    expect(second.data[0]!.id).toBe(Number(first.data.at(-1)!.id) - 1);
    const third = await app.dataProvider.getList('audit', page(3));
    expect(third.data).toHaveLength(5);
    expect(third.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    // Back to page 2: its cursor is remembered, not walked again.
    const before = api.requests.length;
    expect((await app.dataProvider.getList('audit', page(2))).data).toEqual(second.data);
    expect(api.requests.length).toBe(before + 1);
  });

  it('reaches a deep page asked first (a link to page 3) by walking the cursors from the start', async () => {
    const { app } = await withAudit(45);
    const third = await app.dataProvider.getList('audit', page(3));
    expect(third.data.map((e) => e.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers a page past the end with nothing and no next page', async () => {
    const { app } = await withAudit(5);
    expect(await app.dataProvider.getList('audit', page(4))).toMatchObject({ data: [], pageInfo: { hasNextPage: false } });
  });

  it('sends the filters (person, object, its number, days) and keeps the cursors of each filtered list apart', async () => {
    const { app, api, owner } = await withAudit(45);
    await app.dataProvider.getList('audit', page(2));
    const today = new Date().toISOString().slice(0, 10);
    const filtered = await app.dataProvider.getList(
      'audit',
      page(1, { staffId: owner.staff.id, object: 'staff', objectId: '1', from: today, to: today }),
    );
    expect(filtered.data.every((e) => e.objectId === '1')).toBe(true);
    expect(filtered.data).toHaveLength(15);
    expect(Object.fromEntries(api.requests.at(-1)!.query)).toEqual({
      staffId: String(owner.staff.id),
      object: 'staff',
      objectId: '1',
      from: today,
      to: today,
    });
    expect(filtered.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('creates a staff member and brings the one-time password with the record, once', async () => {
    const { app, api } = fake();
    await fake().signIn(fake().owner);
    const { data } = await app.dataProvider.create('staff', { data: { email: 'pack@example.ru', name: 'Пётр', role: 'warehouse' } });
    expect(data).toMatchObject({ email: 'pack@example.ru', name: 'Пётр', role: 'warehouse', password: expect.any(String) });
    expect(api.state.accounts.get(Number(data.id))!.password).toBe(data.password);
  });

  it('finds one staff member in the list (the contract has no call for one), and updates and resets them', async () => {
    const { app, api, owner, signIn } = fake();
    await signIn(owner);
    const manager = api.state.addAccount('m@example.ru', 'Мария', 'manager');
    expect((await app.dataProvider.getOne('staff', { id: manager.staff.id })).data).toMatchObject({ name: 'Мария' });
    const { data } = await app.dataProvider.update('staff', {
      id: manager.staff.id,
      data: { name: 'Мария Петровна', role: 'warehouse', active: false },
      previousData: manager.staff,
    });
    expect(data).toMatchObject({ name: 'Мария Петровна', role: 'warehouse', active: false });
    const { password } = await app.dataProvider.resetStaffPassword(manager.staff.id);
    expect(api.state.accounts.get(manager.staff.id)!.password).toBe(password);
    await expect(app.dataProvider.getOne('staff', { id: 999 })).rejects.toMatchObject({
      status: 404,
      message: 'Запись не найдена: возможно, её уже удалили',
    });
  });

  it("turns the server's refusals into errors with its Russian message, for react-admin's notifications", async () => {
    const { app, api, another, signIn } = fake();
    await signIn(fake().owner);
    await expect(
      app.dataProvider.create('staff', { data: { email: 'owner@example.ru', name: 'Анна', role: 'owner' } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Сотрудник с такой почтой уже есть',
    });
    const manager = api.state.addAccount('m@example.ru', 'Мария', 'manager');
    const tab = another();
    await signIn(manager, tab);
    await expect(tab.dataProvider.getList('staff', page(1))).rejects.toMatchObject({ status: 403, message: 'Это может только владелец' });
  });

  it('says the server did not answer when the answer is not the envelope (the api down behind the proxy)', async () => {
    const { app, api } = fake();
    await api.close();
    await expect(app.dataProvider.getList('audit', page(1))).rejects.toMatchObject({
      message: 'Сервер не ответил. Проверьте соединение и попробуйте ещё раз',
    });
    // The fixture closes it again after the test.
    api.close = async () => undefined;
  });
});
