/**
 * The shop's coupons in the back office (issue 24): the coupon domain's writes with the audit row in
 * one transaction, and the refusals of rules the basket could not honour (api/coupon/rules.ts).
 */
import {
  COUPON_REFUSALS,
  COUPON_USES_SHOWN,
  type AdminCoupon,
  type CouponBody,
  type CouponPage,
} from '../../../shared/contract/admin/coupons';
import type { Db, Executor } from '../../db/database';
import { DomainError, fieldRefusal, notFound } from '../../http/errors';
import {
  couponIdByCode,
  couponUses,
  insertShopCoupon,
  lockShopCoupon,
  shopCouponWithUse,
  shopCouponsWithUse,
  unknownSections,
  updateShopCoupon,
  type CouponRow,
  type CouponUseTotals,
  type ShopCouponTerms,
} from '../../coupon/service';
import { changedFields, recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';

const { notFound: missing, codeTaken, unknownSection, limitBelowUses, endsInPast } = COUPON_REFUSALS;

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** What the audit log keeps of a coupon: its terms as staff set them. */
function termsOf(row: CouponRow) {
  const { code, kind, value, minSumKopecks, sectionIds, totalLimit, perCustomerLimit, active } = row;
  return {
    code,
    kind,
    value,
    minSumKopecks,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    sectionIds,
    totalLimit,
    perCustomerLimit,
    active,
  };
}

export function toAdminCoupon(row: CouponRow & CouponUseTotals): AdminCoupon {
  return { id: row.id, ...termsOf(row), usedCount: row.usedCount, orderCount: row.orderCount, discountKopecks: row.discountKopecks };
}

const refuse = (code: string, refusal: { status: number; message: string; field?: string }) =>
  refusal.field
    ? fieldRefusal(code, refusal.status, refusal.message, refusal.field)
    : new DomainError(code, refusal.status, refusal.message);

/** The body's terms, once what needs the database holds: its sections exist, its end is not past. */
async function checkedTerms(db: Executor, body: CouponBody, before: CouponRow | null): Promise<ShopCouponTerms> {
  if ((await unknownSections(db, body.sectionIds)).length > 0) throw refuse('unknown_section', unknownSection);
  const endsAt = body.endsAt === null ? null : new Date(body.endsAt);
  // An end already past makes a coupon no basket takes; an old coupon keeps the end it had.
  if (endsAt && endsAt <= new Date() && endsAt.getTime() !== before?.endsAt?.getTime()) throw refuse('ends_in_past', endsInPast);
  if (before && body.totalLimit !== null && body.totalLimit < before.usedCount) throw refuse('limit_below_uses', limitBelowUses);
  return { ...body, startsAt: body.startsAt === null ? null : new Date(body.startsAt), endsAt };
}

export async function listShopCoupons(db: Db): Promise<AdminCoupon[]> {
  return (await shopCouponsWithUse(db)).map(toAdminCoupon);
}

export async function readShopCoupon(db: Db, id: number): Promise<CouponPage> {
  const row = await shopCouponWithUse(db, id);
  if (!row) throw notFound(missing.message);
  const uses = await couponUses(db, id, COUPON_USES_SHOWN);
  return { coupon: toAdminCoupon(row), uses: uses.map((u) => ({ ...u, placedAt: u.placedAt.toISOString() })) };
}

async function answer(tx: Executor, id: number): Promise<AdminCoupon> {
  return toAdminCoupon((await shopCouponWithUse(tx, id))!);
}

export async function createShopCoupon(db: Db, member: StaffMember, body: CouponBody): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const row = await insertShopCoupon(tx, await checkedTerms(tx, body, null));
    if (!row) throw refuse('code_taken', codeTaken);
    await recordChange(tx, { ...member, action: 'coupon.create', object: 'coupon', objectId: row.id, before: null, after: termsOf(row) });
    return answer(tx, row.id);
  });
}

/** New terms, or `active: false` to switch it off; a code another coupon has is refused. */
export async function editShopCoupon(db: Db, member: StaffMember, id: number, body: CouponBody): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const before = await lockShopCoupon(tx, id);
    if (!before) throw notFound(missing.message);
    const terms = await checkedTerms(tx, body, before);
    const holder = await couponIdByCode(tx, terms.code);
    if (holder !== null && holder !== id) throw refuse('code_taken', codeTaken);
    const after = await updateShopCoupon(tx, id, terms);
    const change = changedFields(termsOf(before), termsOf(after));
    if (change) await recordChange(tx, { ...member, action: 'coupon.update', object: 'coupon', objectId: id, ...change });
    return answer(tx, id);
  });
}
