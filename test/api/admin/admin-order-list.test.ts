/**
 * The back office's order list (api/admin/orders/read-list.ts, decision 049) on a small known set:
 * each filter and each kind of search finds exactly the right orders, alone and combined; pages
 * follow by keyset without skipping or repeating while new orders come in; contacts are masked
 * unless asked unmasked; a bad filter is refused in Russian.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { listOrdersForStaff, WALK_ROWS_PER_ROW } from '../../../api/admin/orders/read-list';
import { orderListQuerySchema } from '../../../shared/contract/admin/orders';
import { useTestDatabase } from '../../support/database';
import { expectRussianMessage } from '../../support/envelope';
import { insertAdminOrder, minutesAgo } from './read-fixture';

const MASKED = { unmasked: false };
const WHOLE = { unmasked: true };

/** The codes the list shows for `query` (the app's query string), all pages. */
async function codes(db: Db, query: Record<string, string>): Promise<string[]> {
  const list = await listOrdersForStaff(db, orderListQuerySchema.parse({ ...query, limit: '100' }), WHOLE);
  return list.items.map((item) => item.code);
}

/** Six orders that differ in every field the list filters and searches by; newest last. */
async function sixOrders(db: Db) {
  const anna = await insertAdminOrder(db, {
    name: 'Анна Смирнова',
    phone: '79161234567',
    email: 'anna@mail.ru',
    status: 'new',
    placedAt: minutesAgo(60),
  });
  const olga = await insertAdminOrder(db, {
    name: 'Ольга Петрова',
    phone: '79035550011',
    email: null,
    status: 'paid',
    paid: true,
    paymentMethod: 'sbp',
    deliveryMethod: 'courier',
    placedAt: minutesAgo(50),
  });
  const irina = await insertAdminOrder(db, {
    name: 'Ирина Смирнова',
    phone: '79269990022',
    email: 'irina@yandex.ru',
    status: 'delivered',
    paid: true,
    paymentMethod: 'cash',
    deliveryMethod: null,
    placedAt: minutesAgo(40),
  });
  const maria = await insertAdminOrder(db, {
    name: 'Мария Козлова',
    phone: '79161112233',
    email: 'maria@gmail.com',
    status: 'cancelled',
    paymentMethod: 'cash',
    deliveryMethod: 'courier',
    placedAt: new Date('2026-03-01T20:59:00Z'), // 23:59 on 1 March in Moscow
  });
  const elena = await insertAdminOrder(db, {
    name: 'Елена Волкова',
    phone: '79857770044',
    email: 'elena@mail.ru',
    status: 'assembling',
    paid: true,
    placedAt: new Date('2026-03-01T21:00:00Z'), // 00:00 on 2 March in Moscow
  });
  const daria = await insertAdminOrder(db, {
    name: 'Дарья Лебедева',
    phone: '79990001122',
    email: 'daria@mail.ru',
    status: 'new',
    placedAt: minutesAgo(10),
  });
  return { anna, olga, irina, maria, elena, daria };
}

describe('the back office order list', () => {
  const database = useTestDatabase();

  it('finds exactly the orders of each filter, alone and combined, newest first', async () => {
    const { db } = database();
    const o = await sixOrders(db);
    expect(await codes(db, {})).toEqual([o.daria, o.irina, o.olga, o.anna, o.elena, o.maria].map((x) => x.code));
    expect(await codes(db, { status: 'new' })).toEqual([o.daria.code, o.anna.code]);
    expect(await codes(db, { status: 'paid,delivered' })).toEqual([o.irina.code, o.olga.code]);
    expect(await codes(db, { payment: 'cash' })).toEqual([o.irina.code, o.maria.code]);
    expect(await codes(db, { paid: 'paid' })).toEqual([o.irina.code, o.olga.code, o.elena.code]);
    expect(await codes(db, { paid: 'unpaid' })).toEqual([o.daria.code, o.anna.code, o.maria.code]);
    expect(await codes(db, { delivery: 'none' })).toEqual([o.irina.code]);
    expect(await codes(db, { delivery: 'courier', payment: 'cash' })).toEqual([o.maria.code]);
    expect(await codes(db, { status: 'new', paid: 'paid' })).toEqual([]);
  });

  it('reads a date range in Moscow days: 23:59 on the 1st is the 1st, midnight is the 2nd', async () => {
    const { db } = database();
    const o = await sixOrders(db);
    expect(await codes(db, { from: '2026-03-01', to: '2026-03-01' })).toEqual([o.maria.code]);
    expect(await codes(db, { from: '2026-03-02', to: '2026-03-02' })).toEqual([o.elena.code]);
    expect(await codes(db, { to: '2026-03-02' })).toEqual([o.elena.code, o.maria.code]);
  });

  it('searches by code, by a phone typed any way, by its last digits, by name and by e-mail, and combines the words', async () => {
    const { db } = database();
    const o = await sixOrders(db);
    expect(await codes(db, { q: o.olga.code.toLowerCase() })).toEqual([o.olga.code]);
    for (const typed of ['8 (916) 123-45-67', '+7 916 1234567', '9161234567', '79161234567', '123-45-67', '4567'])
      expect(await codes(db, { q: typed }), typed).toEqual([o.anna.code]);
    // Digits are a phone's last ones: 0011 ends Olga's, and Daria's (…0001122) only has it inside.
    expect(await codes(db, { q: '0011' })).toEqual([o.olga.code]);
    expect(await codes(db, { q: '0022' })).toEqual([o.irina.code]);
    expect(await codes(db, { q: 'смирнова' })).toEqual([o.irina.code, o.anna.code]);
    expect(await codes(db, { q: 'Ирина Смирнова' })).toEqual([o.irina.code]);
    expect(await codes(db, { q: 'yandex' })).toEqual([o.irina.code]);
    expect(await codes(db, { q: '@mail.ru' })).toEqual([o.daria.code, o.anna.code, o.elena.code]);
    expect(await codes(db, { q: 'Смирнова', status: 'new' })).toEqual([o.anna.code]);
    expect(await codes(db, { q: '100%' })).toEqual([]);
  });

  it('pages by keyset without skipping or repeating an order, while new ones are placed between the loads', async () => {
    const { db } = database();
    const same = new Date(Date.now() - 3_600_000);
    const placed = [];
    // Seven of them at the very same moment: only the id tells them apart.
    for (let i = 0; i < 12; i++) placed.push(await insertAdminOrder(db, { placedAt: i < 7 ? same : minutesAgo(30 - i) }));
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 10; page++) {
      const list = await listOrdersForStaff(db, orderListQuerySchema.parse({ limit: '5', ...(after ? { after } : {}) }), WHOLE);
      seen.push(...list.items.map((item) => item.code));
      // Someone orders while staff read the list: it is on the first page, not on the next ones.
      await insertAdminOrder(db, {});
      if (!list.next) break;
      after = list.next;
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(seen.sort()).toEqual(placed.map((o) => o.code).sort());
  });

  it('pages several statuses at once without skipping or repeating, merging each status by keyset', async () => {
    const { db } = database();
    const o = await sixOrders(db);
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 5; page++) {
      const query = orderListQuerySchema.parse({ status: 'new,delivered,assembling', limit: '2', ...(after ? { after } : {}) });
      const list = await listOrdersForStaff(db, query, WHOLE);
      seen.push(...list.items.map((item) => item.code));
      if (!list.next) break;
      after = list.next;
    }
    expect(seen).toEqual([o.daria.code, o.irina.code, o.anna.code, o.elena.code]);
  });

  it('pages a search whose matches thin out past the newest orders: every match once, newest first', async () => {
    const { db } = database();
    const limit = 2;
    let minutes = 1000;
    const placed = (name: string) => insertAdminOrder(db, { name, placedAt: minutesAgo(minutes--) });
    // Oldest first: three Smirnovas, more orders of others than a walk tests for a page of two,
    // then the newest eight, six of them Smirnovas.
    const old = [];
    for (let i = 0; i < 3; i++) old.push(await placed('Ирина Смирнова'));
    for (let i = 0; i < (limit + 1) * WALK_ROWS_PER_ROW; i++) await placed('Елена Волкова');
    const newest = [];
    for (let i = 0; i < 8; i++) newest.push(await placed(i % 4 === 1 ? 'Ольга Петрова' : 'Анна Смирнова'));
    const expected = [...old, ...newest.filter((o) => o.name.endsWith('Смирнова'))].reverse().map((o) => o.code);
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 10; page++) {
      const query = orderListQuerySchema.parse({ q: 'смирнова', limit: String(limit), ...(after ? { after } : {}) });
      const list = await listOrdersForStaff(db, query, WHOLE);
      seen.push(...list.items.map((item) => item.code));
      if (!list.next) break;
      after = list.next;
    }
    expect(seen).toEqual(expected);
  });

  it('masks phone and e-mail in the list unless the role may see them whole', async () => {
    const { db } = database();
    await insertAdminOrder(db, { phone: '79161234567', email: 'mother@mail.ru' });
    const query = orderListQuerySchema.parse({});
    const [masked] = (await listOrdersForStaff(db, query, MASKED)).items;
    expect(masked).toMatchObject({ phone: '+7 916 ***-**-67', email: 'm***@mail.ru' });
    const [whole] = (await listOrdersForStaff(db, query, WHOLE)).items;
    expect(whole).toMatchObject({ phone: '79161234567', email: 'mother@mail.ru' });
  });

  it('refuses bad filters and a forged cursor in Russian', async () => {
    const { db } = database();
    for (const bad of [
      { status: 'lost' },
      { from: '2026-02-30' },
      { from: '2026-03-02', to: '2026-03-01' },
      { q: 'аб' },
      { limit: '500' },
      { paid: 'maybe' },
    ]) {
      const parsed = orderListQuerySchema.safeParse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expectRussianMessage(parsed.error?.issues[0]?.message);
    }
    const forged = orderListQuerySchema.parse({ after: Buffer.from('yesterday').toString('base64url') });
    await expect(listOrdersForStaff(db, forged, MASKED)).rejects.toThrow(/Курсор страницы/);
  });
});
