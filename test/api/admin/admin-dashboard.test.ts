/**
 * The back office's «Сводка» (api/admin/dashboard/read-dashboard.ts) on a known small set at a
 * fixed moment: days begin at Moscow's midnight (21:00 UTC the day before), cancelled and refunded
 * orders count nowhere, unpaid orders are counted whenever placed, best sellers by units of the
 * last 30 days without gift certificates.
 */
import { describe, expect, it } from 'vitest';
import { readDashboard } from '../../../api/admin/dashboard/read-dashboard';
import { dashboardCache } from '../../../api/admin/dashboard/read-cache';
import { useTestDatabase } from '../../support/database';
import { insertAdminOrder } from './read-fixture';

/** 12:00 on 10 March 2026 in Moscow. */
const NOW = new Date('2026-03-10T09:00:00Z');
const body = (quantity: number) => ({ productCode: 'body-62', name: 'Боди', quantity, priceKopecks: 50_000 });
const hat = (quantity: number) => ({ productCode: 'hat-1', name: 'Шапочка', quantity, priceKopecks: 90_000 });
const card = (quantity: number) => ({ productCode: 'card', name: 'Сертификат', quantity, priceKopecks: 50_000, giftCertificate: true });

describe('the back office dashboard', () => {
  const database = useTestDatabase();

  it('counts orders and revenue for today, 7 and 30 Moscow days, the average, the unpaid and the best sellers', async () => {
    const { db } = database();
    const at = (iso: string) => new Date(iso);
    // Today began at 2026-03-09T21:00Z; the 7 days at 2026-03-03T21:00Z; the 30 days at 2026-02-08T21:00Z.
    await insertAdminOrder(db, { status: 'paid', paid: true, placedAt: at('2026-03-09T21:00:00Z'), lines: [body(2)] }); // today's first second: 100 000
    await insertAdminOrder(db, { status: 'new', paymentMethod: 'cash', placedAt: at('2026-03-09T20:59:59Z'), lines: [hat(1)] }); // 23:59:59 yesterday, unpaid: 90 000
    await insertAdminOrder(db, { status: 'paid', paid: true, placedAt: at('2026-03-03T21:00:00Z'), lines: [body(1), card(1)] }); // first of the 7 days: 100 000
    await insertAdminOrder(db, { status: 'delivered', paid: true, placedAt: at('2026-03-03T20:59:00Z'), lines: [hat(3)] }); // just before: the month's, 270 000
    await insertAdminOrder(db, { status: 'delivered', paid: true, placedAt: at('2026-02-08T21:00:00Z'), lines: [body(2)] }); // the month's first: 100 000
    await insertAdminOrder(db, { status: 'new', placedAt: at('2026-02-08T20:59:00Z'), lines: [hat(10)] }); // before the month, still unpaid: 900 000
    await insertAdminOrder(db, { status: 'cancelled', placedAt: at('2026-03-10T08:00:00Z'), lines: [hat(10)] });
    await insertAdminOrder(db, { status: 'refunded', paid: true, placedAt: at('2026-03-09T22:00:00Z'), lines: [hat(10)] });
    await insertAdminOrder(db, { status: 'paid', paid: true, placedAt: at('2026-03-10T10:00:00Z'), lines: [hat(10)] }); // after NOW

    const dashboard = await readDashboard(db, NOW);
    expect(dashboard.periods).toEqual([
      { period: 'today', from: '2026-03-09T21:00:00.000Z', orders: 1, revenueKopecks: 100_000, averageKopecks: 100_000 },
      { period: 'week', from: '2026-03-03T21:00:00.000Z', orders: 3, revenueKopecks: 290_000, averageKopecks: 96_667 },
      { period: 'month', from: '2026-02-08T21:00:00.000Z', orders: 5, revenueKopecks: 660_000, averageKopecks: 132_000 },
    ]);
    // Unpaid whenever placed: yesterday's cash order and the old SBP one (the cancelled one waits for nothing).
    expect(dashboard.unpaid).toEqual({ orders: 2, kopecks: 990_000 });
    expect(dashboard.bestSellers).toEqual([
      { productCode: 'body-62', name: 'Боди', quantity: 5, revenueKopecks: 250_000 },
      { productCode: 'hat-1', name: 'Шапочка', quantity: 4, revenueKopecks: 360_000 },
    ]);
  });

  it('answers zeros, not errors, for a shop without orders', async () => {
    const dashboard = await readDashboard(database().db, NOW);
    expect(dashboard.periods.map((p) => [p.orders, p.revenueKopecks, p.averageKopecks])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(dashboard.unpaid).toEqual({ orders: 0, kopecks: 0 });
    expect(dashboard.bestSellers).toEqual([]);
  });

  it('reuses a read for a minute, then reads anew, and never keeps a failed read', async () => {
    const { db } = database();
    const cached = dashboardCache(60);
    const first = await cached(db, 0);
    await insertAdminOrder(db, { status: 'paid', paid: true });
    expect((await cached(db, 59_000)).periods[0]!.orders).toBe(first.periods[0]!.orders);
    expect((await cached(db, 60_000)).periods[0]!.orders).toBe(first.periods[0]!.orders + 1);

    let fail = true;
    const flaky = dashboardCache(60, (d) => (fail ? Promise.reject(new Error('база недоступна')) : readDashboard(d)));
    await expect(flaky(db, 0)).rejects.toThrow('база недоступна');
    fail = false;
    await expect(flaky(db, 1_000)).resolves.toMatchObject({ unpaid: { orders: 0 } });
  });
});
