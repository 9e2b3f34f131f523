import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../../api/config';
import { basketItems, baskets, couponUsages, coupons, offers, orders, sessions, users, wishlistItems } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { scheduledJobs } from '../../../api/jobs';
import { SESSION_CLEANUP_QUEUE } from '../../../api/jobs/session-cleanup';
import type { CleanupFigures } from '../../../api/session/service';
import { checkoutBody, offersOf, orderOf, shopperWith, type Shopper } from '../order/order-fixture';
import { login, register, useProfileApi } from '../profile/profile-fixture';
import { ageSession, forgetLimits, sessionRowOf } from './session-fixture';

/** The clean-up job as the runner schedules it (api/jobs/index.ts), with the default lifetime. */
function cleanupJob(db: Db) {
  const config = parseApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const job = scheduledJobs(config, db, pino({ level: 'silent' })).find((j) => j.queue === SESSION_CLEANUP_QUEUE);
  expect(job, 'the clean-up is one of the scheduled jobs').toBeDefined();
  return job!;
}

const rowById = async (db: Db, id: number) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0];
const basketLines = async (db: Db, sessionId: number) =>
  db.select().from(basketItems).innerJoin(baskets, eq(baskets.id, basketItems.basketId)).where(eq(baskets.sessionId, sessionId));

describe('the session clean-up job', () => {
  const api = useProfileApi();
  const offer = offersOf(api);

  /** A guest with a basket line and a favourite. */
  async function guestWithThings(): Promise<{ browser: Shopper; id: number }> {
    const browser = await shopperWith(api().app, [[offer('ox-body:62'), 1]]);
    const id = (await sessionRowOf(api().db, browser))!.id;
    const [{ productId }] = (await api()
      .db.select({ productId: offers.productId })
      .from(offers)
      .where(eq(offers.id, offer('ox-hat:44')))) as [{ productId: number }];
    await api().db.insert(wishlistItems).values({ sessionId: id, productId });
    return { browser, id };
  }

  it('runs once a night', () => {
    const job = cleanupJob(api().db);
    expect(job.cron).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('ends expired sessions and takes what nobody can reach, keeping every order, coupon use and the rows they name', async () => {
    const db = api().db;
    // A guest who never came back: the row, its basket and its favourites go.
    const idle = await guestWithThings();
    await ageSession(db, idle.browser, 31);
    // A guest who ordered, then left a line in the basket: the order keeps its browser, the basket goes.
    const buyer = await shopperWith(api().app, [[offer('ox-hat:44'), 1]]);
    const order = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId)));
    expect((await buyer.get('/api/basket/add/').query({ id: offer('ox-body:62'), quantity: 1 })).status).toBe(200);
    const buyerId = await ageSession(db, buyer, 200, 200);
    // A guest whose coupon use counts against the coupon's limits: the row stays.
    const couponGuest = await guestWithThings();
    const [coupon] = await db.insert(coupons).values({ code: 'ODIN-RAZ', kind: 'percent', value: 5 }).returning({ id: coupons.id });
    await db.insert(couponUsages).values({ couponId: coupon!.id, sessionId: couponGuest.id });
    await ageSession(db, couponGuest.browser, 40);
    // Anna, signed in, her session past 180 days: the row goes, the account's basket stays.
    const anna = await shopperWith(api().app, [[offer('ox-body:62'), 2]]);
    await register(anna);
    const annaId = await ageSession(db, anna, 1, 181);
    // Anna signed out on another browser: the ended row goes.
    const other = await shopperWith(api().app, []);
    await forgetLimits(db);
    await login(other);
    const otherId = (await sessionRowOf(db, other))!.id;
    expect((await other.post('/api/profile/logout/').send({})).status).toBe(200);
    // A guest in use today: untouched.
    const live = await guestWithThings();

    const figures = (await cleanupJob(db).run()) as CleanupFigures;

    expect(await rowById(db, idle.id)).toBeUndefined();
    expect(await db.$count(wishlistItems, eq(wishlistItems.sessionId, idle.id))).toBe(0);
    expect(await basketLines(db, idle.id)).toHaveLength(0);

    const kept = await rowById(db, buyerId);
    expect(kept).toMatchObject({ endedAt: expect.any(Date), userAgent: null, tokenHash: `retired:${buyerId}` });
    expect(await db.$count(baskets, eq(baskets.sessionId, buyerId))).toBe(0);
    const [placed] = await db.select().from(orders).where(eq(orders.code, order.CODE));
    expect(placed).toMatchObject({ sessionId: buyerId, status: 'new' });

    expect(await rowById(db, couponGuest.id)).toMatchObject({ endedAt: expect.any(Date) });
    expect(await db.$count(couponUsages, eq(couponUsages.sessionId, couponGuest.id))).toBe(1);
    expect(await db.$count(wishlistItems, eq(wishlistItems.sessionId, couponGuest.id))).toBe(0);
    expect(await db.$count(baskets, eq(baskets.sessionId, couponGuest.id))).toBe(0);

    expect(await rowById(db, annaId)).toBeUndefined();
    expect(await rowById(db, otherId)).toBeUndefined();
    const [annaUser] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '79161234567'));
    const [annaBasket] = await db.select().from(baskets).where(eq(baskets.userId, annaUser!.id));
    expect(await db.$count(basketItems, eq(basketItems.basketId, annaBasket!.id))).toBe(1);
    expect(await db.$count(baskets, eq(baskets.sessionId, live.id))).toBe(1);
    expect(await rowById(db, live.id)).toMatchObject({ endedAt: null });

    expect(figures).toEqual({ expired: 4, deleted: 3, baskets: 2, favourites: 1 });
    // A second run finds nothing left to do; two at once end and delete each row once.
    expect(await cleanupJob(db).run()).toEqual({ expired: 0, deleted: 0, baskets: 0, favourites: 0 });
    await ageSession(db, live.browser, 31);
    const [a, b] = (await Promise.all([cleanupJob(db).run(), cleanupJob(db).run()])) as CleanupFigures[];
    expect({ expired: a!.expired + b!.expired, deleted: a!.deleted + b!.deleted }).toEqual({ expired: 1, deleted: 1 });
    expect(await rowById(db, live.id)).toBeUndefined();
  });
});
