import { describe, expect, it } from 'vitest';
import { evaluateCoupon, normalizeCouponCode, type CouponTerms } from '../../../api/coupon/rules';

const base: CouponTerms = {
  kind: 'percent',
  value: 10,
  minSumKopecks: 0,
  startsAt: null,
  endsAt: null,
  sectionIds: [],
  totalLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  active: true,
  ownerUserId: null,
};
const now = new Date('2026-06-01T12:00:00Z');
const lines = [
  { sumKopecks: 100_001, sectionId: 1, capsuleId: null },
  { sumKopecks: 50_000, sectionId: 2, capsuleId: 9 },
];
const ctx = { now, lines, scope: new Set<number>(), usesByCustomer: 0, customerUserId: null };

describe('coupon rules', () => {
  it('refuses a coupon staff switched off, whatever else it meets', () => {
    expect(evaluateCoupon({ ...base, active: false }, ctx)).toEqual({
      ok: false,
      reason: 'inactive',
      message: 'Промокод больше не действует',
    });
  });

  it('normalizes what is typed: upper-case, no spaces of any kind', () => {
    expect(normalizeCouponCode(' skid\tka\u00a010 ')).toBe('SKIDKA10');
  });

  it('rounds a percent of the eligible sum to the kopeck', () => {
    expect(evaluateCoupon(base, ctx)).toEqual({ ok: true, discountKopecks: 15_000 });
    expect(evaluateCoupon({ ...base, sectionIds: [9] }, { ...ctx, scope: new Set([9]) })).toEqual({
      ok: true,
      discountKopecks: 5_000,
    });
  });

  it('treats the end as exclusive and the start as inclusive', () => {
    expect(evaluateCoupon({ ...base, endsAt: now }, ctx)).toEqual({
      ok: false,
      reason: 'expired',
      message: 'Срок действия промокода истёк',
    });
    expect(evaluateCoupon({ ...base, startsAt: now }, ctx).ok).toBe(true);
  });

  it('checks limits before the basket, the minimum against all goods', () => {
    expect(evaluateCoupon({ ...base, totalLimit: 3, usedCount: 3 }, ctx)).toMatchObject({ ok: false, reason: 'exhausted' });
    expect(evaluateCoupon({ ...base, perCustomerLimit: 2 }, { ...ctx, usesByCustomer: 1 }).ok).toBe(true);
    expect(evaluateCoupon({ ...base, minSumKopecks: 150_001 }, ctx).ok).toBe(true);
    expect(evaluateCoupon({ ...base, minSumKopecks: 150_002 }, ctx)).toEqual({
      ok: false,
      reason: 'min_sum',
      message: 'Промокод действует для заказа от 1\u00a0500,02\u00a0р.',
    });
  });

  it('lets only its account use a personal coupon', () => {
    const personal = { ...base, ownerUserId: 7 };
    expect(evaluateCoupon(personal, { ...ctx, customerUserId: 7 }).ok).toBe(true);
    for (const customerUserId of [null, 8]) {
      expect(evaluateCoupon(personal, { ...ctx, customerUserId })).toMatchObject({ ok: false, reason: 'not_owner' });
    }
  });
});
