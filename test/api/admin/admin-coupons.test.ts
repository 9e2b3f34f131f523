/**
 * The shop's coupons in the back office (issue 24) through the api: created and edited with the
 * basket's rules, refused in Russian when the basket could not honour them (nothing changed), a
 * code unique as the basket reads it, switched off, listed with their use, and every change audited.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coupons, sections } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { refusalMessage, refusedField } from '../../support/envelope';
import { useEditApi, placeFor } from '../order/order-edit-fixture';
import { basketOf } from '../basket/basket-fixture';
import { shopperWith } from '../order/order-fixture';
import { memberAs } from './orders-fixture';

const api = useEditApi();

const ENDS = new Date(Date.now() + 30 * 86_400_000).toISOString();

const body = (over: Record<string, unknown> = {}) => ({
  code: ' vesna 15 ',
  kind: 'percent',
  value: 15,
  minSumKopecks: 100_000,
  startsAt: null,
  endsAt: ENDS,
  sectionIds: [],
  totalLimit: 100,
  perCustomerLimit: 1,
  active: true,
  ...over,
});

/** What a refused call must leave as it was: the shop's coupons and the audit log. */
const state = async (db: Db) => ({
  coupons: await db.select().from(coupons).where(isNull(coupons.ownerUserId)).orderBy(asc(coupons.id)),
  audit: await db.select().from(auditLog),
});

const couponAudit = (db: Db, id: number) =>
  db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.object, 'coupon'), eq(auditLog.objectId, String(id))))
    .orderBy(asc(auditLog.id));

describe('coupons in the back office', () => {
  it('are created with the code as the basket reads it, audited, and applied by a shopper', async () => {
    const { app, db } = api();
    const manager = await memberAs(app, db, 'manager');
    const created = await manager.post('/coupons/', body());
    expect(created.status, created.text).toBe(200);
    const coupon = created.body.data.coupon;
    expect(coupon).toMatchObject({ code: 'VESNA15', kind: 'percent', value: 15, active: true, usedCount: 0, orderCount: 0 });
    expect(await couponAudit(db, coupon.id)).toEqual([
      { action: 'coupon.create', before: null, after: expect.objectContaining({ code: 'VESNA15', value: 15, totalLimit: 100 }) },
    ]);

    const shop = api().fixture;
    const shopper = await shopperWith(app, [[shop.body62, 1]]);
    const applied = basketOf(await shopper.get('/api/basket/setCoupon/').query({ coupon: 'Vesna15' }));
    expect(applied.COUPON).toEqual({ CODE: 'VESNA15', DISCOUNT: 225 });
  });

  it('refuse a code another coupon has in any case or spacing, and change nothing', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    const first = await owner.post('/coupons/', body());
    expect(first.status, first.text).toBe(200);
    const before = await state(db);
    for (const code of ['VESNA15', 'vesna15', ' Ves Na 15']) {
      const res = await owner.post('/coupons/', body({ code }));
      expect(refusalMessage(res, 409, code)).toBe('Промокод с таким кодом уже есть');
      expect(refusedField(res)).toBe('code');
    }
    const other = await owner.post('/coupons/', body({ code: 'OSEN' }));
    const taken = await owner.post(`/coupons/${other.body.data.coupon.id}/`, body({ code: 'vesna 15' }));
    expect(refusalMessage(taken, 409, 'edit to a taken code')).toBe('Промокод с таким кодом уже есть');
    expect((await state(db)).coupons.map((c) => c.code)).toEqual([...before.coupons.map((c) => c.code), 'OSEN']);
  });

  it('refuse rules the basket cannot honour, in Russian, and change nothing', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    const [section] = await db.select({ id: sections.id }).from(sections).limit(1);
    const now = Date.now();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ value: 150 }, 400, 'Скидка в процентах — от 1 до 100'],
      [{ value: 0 }, 400, 'Размер скидки — больше нуля'],
      [{ kind: 'fixed', value: 10.5 }, 400, 'Размер скидки — целое число'],
      [{ kind: 'fixed', value: 20_000_000 }, 400, 'Скидка суммой — не больше 100 000 ₽'],
      [{ minSumKopecks: -1 }, 400, 'Минимальная сумма заказа не может быть отрицательной'],
      [
        { startsAt: new Date(now + 2 * 86_400_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString() },
        400,
        'Конец действия должен быть позже начала',
      ],
      [{ endsAt: new Date(now - 60_000).toISOString() }, 409, 'Конец действия уже прошёл'],
      [{ endsAt: 'завтра' }, 400, 'Конец действия: ожидается дата и время'],
      [{ sectionIds: [section!.id, 999_999] }, 409, 'Такого раздела нет в каталоге'],
      [{ totalLimit: 0 }, 400, 'Сколько раз всего — не меньше 1, или оставьте пустым'],
      [{ totalLimit: 1, perCustomerLimit: 2 }, 400, 'Одному покупателю — не больше, чем всего'],
      [{ code: 'лето!' }, 400, 'Код промокода — буквы, цифры, дефис и подчёркивание'],
      [{ code: '   ' }, 400, 'Укажите код промокода'],
      [{ kind: 'gift' }, 400, 'Вид скидки: процент или сумма (percent, fixed)'],
    ];
    const before = await state(db);
    for (const [over, status, message] of cases) {
      expect(refusalMessage(await owner.post('/coupons/', body(over)), status, JSON.stringify(over))).toBe(message);
    }
    expect(await state(db)).toEqual(before);
  });

  it('are switched off and edited with before and after in the log; a shopper then cannot apply one', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    const id = (await owner.post('/coupons/', body({ minSumKopecks: 0 }))).body.data.coupon.id as number;
    const off = await owner.post(`/coupons/${id}/`, body({ minSumKopecks: 0, active: false }));
    expect(off.status, off.text).toBe(200);
    expect(off.body.data.coupon.active).toBe(false);
    const edited = await owner.post(`/coupons/${id}/`, body({ minSumKopecks: 0, active: false, kind: 'fixed', value: 50_000 }));
    expect(edited.body.data.coupon).toMatchObject({ kind: 'fixed', value: 50_000 });
    expect((await couponAudit(db, id)).slice(1)).toEqual([
      { action: 'coupon.update', before: { active: true }, after: { active: false } },
      { action: 'coupon.update', before: { kind: 'percent', value: 15 }, after: { kind: 'fixed', value: 50_000 } },
    ]);
    const unchanged = await owner.post(`/coupons/${id}/`, edited.body.data.coupon);
    expect(unchanged.status, unchanged.text).toBe(200);
    expect(await couponAudit(db, id)).toHaveLength(3);
    const shop = api().fixture;
    const { shopper } = await placeFor(app, db, shop, [[shop.hat, 1]]);
    const refused = await shopper.get('/api/basket/setCoupon/').query({ coupon: 'vesna15' });
    expect(refusalMessage(refused, 409, 'switched off')).toBe('Промокод больше не действует');
  });

  it('are listed with their use: the orders placed with it and the discount they got', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    const id = (await owner.post('/coupons/', body({ minSumKopecks: 0, perCustomerLimit: null, totalLimit: 2 }))).body.data.coupon
      .id as number;
    const shop = api().fixture;
    const first = await placeFor(app, db, shop, [[shop.body62, 1]], { coupon: 'Vesna15' });
    await placeFor(app, db, shop, [[shop.hat, 2]], { coupon: 'vesna 15' });
    const list = await owner.get('/coupons/');
    expect(list.status, list.text).toBe(200);
    const row = list.body.data.items.find((c: { id: number }) => c.id === id);
    // 15 % of 1 500 р. and of 2 × 450,50 р.
    expect(row).toMatchObject({ code: 'VESNA15', usedCount: 2, orderCount: 2, discountKopecks: 22_500 + 13_515 });
    expect(list.body.data.items.some((c: { code: string }) => c.code.startsWith('PRIVET-'))).toBe(false);
    const page = await owner.get(`/coupons/${id}/`);
    expect(page.body.data.uses).toEqual([
      expect.objectContaining({ orderCode: expect.any(String), discountKopecks: 13_515 }),
      expect.objectContaining({ orderCode: first.code, discountKopecks: 22_500, status: expect.any(String) }),
    ]);
    const below = await owner.post(`/coupons/${id}/`, body({ minSumKopecks: 0, perCustomerLimit: null, totalLimit: 1 }));
    expect(refusalMessage(below, 409, 'limit below uses')).toBe('Промокод уже использован больше раз, чем этот предел');
    expect(refusalMessage(await owner.get('/coupons/999999/'), 404, 'unknown')).toBe('Промокод не найден');
  });

  it('are none of the warehouse’s business', async () => {
    const { app, db } = api();
    const warehouse = await memberAs(app, db, 'warehouse');
    const before = await state(db);
    for (const res of [
      await warehouse.get('/coupons/'),
      await warehouse.get('/coupons/1/'),
      await warehouse.post('/coupons/', body()),
      await warehouse.post('/coupons/1/', body()),
    ]) {
      expect(res.status, res.text).toBe(403);
    }
    expect(await state(db)).toEqual(before);
  });
});
