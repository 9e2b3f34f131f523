/**
 * The back office's customers (api/admin/customers/): the list by keyset with its search and
 * masking, a customer's page with their orders, what they spent, subscriptions, certificates and
 * the staff's note (api/profile/notes.ts), and a guest's page by phone.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCustomersForStaff } from '../../../api/admin/customers/read-list';
import { readCustomerForStaff } from '../../../api/admin/customers/read-page';
import { users } from '../../../api/db/schema';
import { saveShopperNote } from '../../../api/profile/service';
import { customerListQuerySchema, customerKeySchema, shopperNoteBodySchema } from '../../../shared/contract/admin/customers';
import { useTestDatabase } from '../../support/database';
import { expectRussianMessage } from '../../support/envelope';
import { giveCertificate } from '../certificate/certificate-fixture';
import { insertAdminOrder, insertShopper, minutesAgo } from './read-fixture';

const WHOLE = { unmasked: true };

describe('the back office customers', () => {
  const database = useTestDatabase();

  it('lists accounts newest first by keyset, finds them by phone, name or e-mail, and masks contacts', async () => {
    const { db } = database();
    const anna = await insertShopper(db, { phone: '79161234567', name: 'Анна Смирнова', email: 'anna@mail.ru', createdAt: minutesAgo(30) });
    const olga = await insertShopper(db, { phone: '79035550011', name: 'Ольга Петрова', createdAt: minutesAgo(20) });
    const irina = await insertShopper(db, {
      phone: '79269990022',
      name: 'Ирина Смирнова',
      email: 'irina@yandex.ru',
      createdAt: minutesAgo(10),
    });
    const names = async (query: Record<string, string>) =>
      (await listCustomersForStaff(db, customerListQuerySchema.parse(query), WHOLE)).items.map((c) => c.name);
    expect(await names({})).toEqual([irina.name, olga.name, anna.name]);
    expect(await names({ q: 'смирнова' })).toEqual([irina.name, anna.name]);
    expect(await names({ q: '8 (903) 555-00-11' })).toEqual([olga.name]);
    expect(await names({ q: 'yandex' })).toEqual([irina.name]);

    const first = await listCustomersForStaff(db, customerListQuerySchema.parse({ limit: '2' }), { unmasked: false });
    expect(first.items.map((c) => [c.phone, c.email])).toEqual([
      ['+7 926 ***-**-22', 'i***@yandex.ru'],
      ['+7 903 ***-**-11', null],
    ]);
    const second = await listCustomersForStaff(db, customerListQuerySchema.parse({ limit: '2', after: first.next! }), WHOLE);
    expect(second.items.map((c) => c.id)).toEqual([anna.id]);
    expect(second.next).toBeNull();
  });

  it('sums what a customer spent on paid orders, cancelled and refunded aside, over their account and their phone as a guest', async () => {
    const { db } = database();
    const anna = await insertShopper(db, { phone: '79161234567', name: 'Анна Смирнова' });
    await insertAdminOrder(db, {
      userId: anna.id,
      phone: '79161234567',
      status: 'delivered',
      paid: true,
      totalKopecks: 300_000,
      placedAt: minutesAgo(90),
    });
    await insertAdminOrder(db, { phone: '79161234567', status: 'paid', paid: true, totalKopecks: 200_000, placedAt: minutesAgo(80) }); // as a guest
    await insertAdminOrder(db, { userId: anna.id, status: 'refunded', paid: true, totalKopecks: 50_000, placedAt: minutesAgo(70) });
    await insertAdminOrder(db, { userId: anna.id, status: 'cancelled', totalKopecks: 70_000, placedAt: minutesAgo(60) });
    await insertAdminOrder(db, { userId: anna.id, status: 'new', paymentMethod: 'cash', totalKopecks: 10_000, placedAt: minutesAgo(50) }); // not paid yet
    await insertAdminOrder(db, { phone: '79035550011', status: 'delivered', paid: true, totalKopecks: 999_000 }); // someone else

    const [row] = (await listCustomersForStaff(db, customerListQuerySchema.parse({}), WHOLE)).items;
    expect(row).toMatchObject({ ordersCount: 5, spentKopecks: 500_000 });
    const page = (await readCustomerForStaff(db, { userId: anna.id }))!;
    expect(page.ordersCount).toBe(5);
    expect(page.spentKopecks).toBe(500_000);
    expect(page.orders.map((o) => o.totalKopecks)).toEqual([10_000, 70_000, 50_000, 200_000, 300_000]);
    // The page names a new order by its payment: paid on receipt it is accepted, by SBP it waits.
    expect(page.orders.map((o) => [o.status, o.paymentMethod, o.paid])).toEqual([
      ['new', 'cash', false],
      ['cancelled', 'sbp', false],
      ['refunded', 'sbp', true],
      ['paid', 'sbp', true],
      ['delivered', 'sbp', true],
    ]);
  });

  it("shows a customer's subscriptions, certificates bought and used, and the staff's note", async () => {
    const { db } = database();
    // giveCertificate's buyer phones from 79990001122; the shopper with that phone has an account.
    const buyer = await insertShopper(db, { phone: '79990001122', name: 'Даритель' });
    await db
      .update(users)
      .set({ emailNews: true, emailNewsChangedAt: new Date('2026-01-05T10:00:00Z') })
      .where(eq(users.id, buyer.id));
    const certificate = await giveCertificate(db, 300_000);
    await db.transaction((tx) => saveShopperNote(tx, '79990001122', 'Просит звонить после 18:00'));

    const page = (await readCustomerForStaff(db, { userId: buyer.id }))!;
    expect(page.subscriptions).toMatchObject({ emailNews: true, emailNewsChangedAt: '2026-01-05T10:00:00.000Z', smsNews: false });
    expect(page.certificates.bought).toEqual([
      expect.objectContaining({ code: certificate.code, nominalKopecks: 300_000, balanceKopecks: 300_000 }),
    ]);
    expect(page.certificates.used).toEqual([]);
    expect(page.note?.text).toBe('Просит звонить после 18:00');

    const change = await db.transaction((tx) => saveShopperNote(tx, '79990001122', ''));
    expect(change).toEqual({ before: 'Просит звонить после 18:00', after: null });
    expect((await readCustomerForStaff(db, { userId: buyer.id }))!.note).toBeNull();
  });

  it("opens a guest's page by a phone typed any way, and none for a phone without orders", async () => {
    const { db } = database();
    await insertAdminOrder(db, {
      name: 'Ольга Петрова',
      phone: '79035550011',
      email: 'olga@mail.ru',
      status: 'paid',
      paid: true,
      totalKopecks: 120_000,
    });
    const key = customerKeySchema.parse({ phone: '8 (903) 555-00-11' });
    const page = (await readCustomerForStaff(db, key))!;
    expect(page.customer).toEqual({ userId: null, name: 'Ольга Петрова', phone: '79035550011', email: 'olga@mail.ru', registeredAt: null });
    expect(page.spentKopecks).toBe(120_000);
    expect(await readCustomerForStaff(db, { phone: '79000000000' })).toBeNull();
    expect(await readCustomerForStaff(db, { userId: 999_999 })).toBeNull();
  });

  it('refuses a note too long and a bad search in Russian', () => {
    const long = shopperNoteBodySchema.safeParse({ phone: '79161234567', note: 'а'.repeat(2001) });
    expectRussianMessage(long.error?.issues[0]?.message);
    const short = customerListQuerySchema.safeParse({ q: 'ан' });
    expectRussianMessage(short.error?.issues[0]?.message);
  });
});
