/**
 * The shop's own coupons as staff keep them (issue 24): written here, the coupon domain's table,
 * for the back office's rules (api/admin/coupons/) to call in their audited transactions. Personal
 * coupons (personal.ts) are the accounts' and stay out of it.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sections } from '../catalog/schema';
import { orders } from '../order/schema';
import { coupons } from './schema';
import type { CouponRow } from './queries';
import { normalizeCouponCode } from './rules';

/** What staff set; `code` as typed (normalized here, as the basket normalizes what a shopper types). */
export interface ShopCouponTerms {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minSumKopecks: number;
  startsAt: Date | null;
  endsAt: Date | null;
  sectionIds: number[];
  totalLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
}

export interface CouponUseTotals {
  orderCount: number;
  discountKopecks: number;
}

export interface CouponUseRow {
  orderId: number;
  orderCode: string;
  placedAt: Date;
  status: string;
  discountKopecks: number;
}

const shopCoupon = (id: number) => and(eq(coupons.id, id), isNull(coupons.ownerUserId));

/** The coupon with this normalized code, personal ones included (codes are one space). */
export async function couponIdByCode(db: Executor, typed: string): Promise<number | null> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(typed)));
  return row?.id ?? null;
}

/** The ids of these that are no section of the catalogue. */
export async function unknownSections(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: sections.id })
    .from(sections)
    .where(inArray(sections.id, [...ids]));
  const known = new Set(found.map((s) => s.id));
  return ids.filter((id) => !known.has(id));
}

/** A shop coupon, locked for an edit; null for an unknown id or a personal coupon. */
export async function lockShopCoupon(tx: Executor, id: number): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(shopCoupon(id)).for('update');
  return row ?? null;
}

/** A new shop coupon; null when its code is taken (the unique index decides, not a read before). */
export async function insertShopCoupon(tx: Executor, terms: ShopCouponTerms): Promise<CouponRow | null> {
  const [row] = await tx
    .insert(coupons)
    .values({ ...terms, code: normalizeCouponCode(terms.code) })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  return row ?? null;
}

/** The coupon's new terms; its uses are the orders' and stay. */
export async function updateShopCoupon(tx: Executor, id: number, terms: ShopCouponTerms): Promise<CouponRow> {
  const [row] = await tx
    .update(coupons)
    .set({ ...terms, code: normalizeCouponCode(terms.code) })
    .where(shopCoupon(id))
    .returning();
  return row!;
}

/** Every shop coupon, newest first, with the orders placed with it and their discount in all. */
export async function shopCouponsWithUse(db: Executor): Promise<(CouponRow & CouponUseTotals)[]> {
  const use = db
    .select({
      couponId: orders.couponId,
      orderCount: count().as('order_count'),
      discountKopecks: sql<number>`coalesce(sum(${orders.discountKopecks}), 0)::int`.as('discount_kopecks'),
    })
    .from(orders)
    .where(sql`${orders.couponId} IS NOT NULL`)
    .groupBy(orders.couponId)
    .as('use');
  const rows = await db
    .select({ coupon: coupons, orderCount: use.orderCount, discountKopecks: use.discountKopecks })
    .from(coupons)
    .leftJoin(use, eq(use.couponId, coupons.id))
    .where(isNull(coupons.ownerUserId))
    .orderBy(desc(coupons.id));
  return rows.map((r) => ({ ...r.coupon, orderCount: Number(r.orderCount ?? 0), discountKopecks: Number(r.discountKopecks ?? 0) }));
}

/** One shop coupon with its use totals; null for an unknown id or a personal coupon. */
export async function shopCouponWithUse(db: Executor, id: number): Promise<(CouponRow & CouponUseTotals) | null> {
  const [row] = await db
    .select({
      coupon: coupons,
      orderCount: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${orders.couponId} = ${coupons.id})`,
      discountKopecks: sql<number>`(SELECT coalesce(sum(${orders.discountKopecks}), 0)::int FROM ${orders} WHERE ${orders.couponId} = ${coupons.id})`,
    })
    .from(coupons)
    .where(shopCoupon(id));
  return row ? { ...row.coupon, orderCount: Number(row.orderCount), discountKopecks: Number(row.discountKopecks) } : null;
}

/** The newest orders placed with the coupon (as the totals count them), with their discount. */
export function couponUses(db: Executor, id: number, limit: number): Promise<CouponUseRow[]> {
  return db
    .select({
      orderId: orders.id,
      orderCode: orders.code,
      placedAt: orders.createdAt,
      status: orders.status,
      discountKopecks: orders.discountKopecks,
    })
    .from(orders)
    .where(eq(orders.couponId, id))
    .orderBy(desc(orders.id))
    .limit(limit);
}
