import type { AdminCoupon, CouponBody, CouponPage, ListData } from '../contract-types';
import type { AdminRecord, ResourceCalls } from '../data/resources';
import type { AdminHttp } from '../http';

/**
 * The coupons' calls (issue 24). Staff type rubles; the contract carries kopecks: the form's record
 * holds `amountRub` (a fixed discount) and `minSumRub`, converted here both ways.
 */
export type CouponRecord = AdminCoupon & { amountRub: number | null; minSumRub: number; uses?: CouponPage['uses'] };

const rub = (kopecks: number) => kopecks / 100;
const kopecks = (rubles: unknown) => Math.round(Number(rubles ?? 0) * 100);
const countOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const momentOrNull = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);

export function toCouponRecord(coupon: AdminCoupon, uses?: CouponPage['uses']): CouponRecord {
  return {
    ...coupon,
    amountRub: coupon.kind === 'fixed' ? rub(coupon.value) : null,
    minSumRub: rub(coupon.minSumKopecks),
    ...(uses ? { uses } : {}),
  };
}

/** What the form holds, as the contract's body. */
export function couponBody(data: Record<string, unknown>): CouponBody {
  const kind = data.kind === 'fixed' ? 'fixed' : 'percent';
  return {
    code: String(data.code ?? ''),
    kind,
    value: kind === 'fixed' ? kopecks(data.amountRub) : Number(data.value ?? 0),
    minSumKopecks: kopecks(data.minSumRub),
    startsAt: momentOrNull(data.startsAt),
    endsAt: momentOrNull(data.endsAt),
    sectionIds: Array.isArray(data.sectionIds) ? data.sectionIds.map(Number) : [],
    totalLimit: countOrNull(data.totalLimit),
    perCustomerLimit: countOrNull(data.perCustomerLimit),
    active: data.active !== false,
  };
}

export function couponCalls(http: AdminHttp): ResourceCalls {
  return {
    async list() {
      const page = await http.get<ListData<AdminCoupon>>('/admin/coupons/');
      return { items: page.items.map((c) => toCouponRecord(c)), next: null };
    },
    async one(id): Promise<AdminRecord> {
      const page = await http.get<CouponPage>(`/admin/coupons/${encodeURIComponent(String(id))}/`);
      return toCouponRecord(page.coupon, page.uses);
    },
    async create(data) {
      const { coupon } = await http.post<{ coupon: AdminCoupon }>('/admin/coupons/', couponBody(data));
      return toCouponRecord(coupon);
    },
    async update(id, data) {
      const { coupon } = await http.post<{ coupon: AdminCoupon }>(`/admin/coupons/${encodeURIComponent(String(id))}/`, couponBody(data));
      return toCouponRecord(coupon);
    },
  };
}
