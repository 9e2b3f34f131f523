import type { PersonalCoupon, Profile } from '../../shared/contract/profile';
import { formatPrice, kopecksToRubles } from '../../shared/format/number';
import type { CouponRow } from '../coupon/service';
import type { UserRow } from './queries';

/** The profile as the contract shows it. */
export function profileView(user: UserRow): Profile {
  return {
    ID: user.id,
    PHONE: user.phone,
    NAME: user.name,
    EMAIL: user.email,
    BIRTHDAY: user.birthday,
    CHILDREN: user.children.map((c) => ({ NAME: c.name, BIRTHDAY: c.birthday })),
    SUBSCRIPTIONS: {
      EMAIL: { ON: user.emailNews, CHANGED_AT: user.emailNewsChangedAt?.toISOString() ?? null },
      SMS: { ON: user.smsNews, CHANGED_AT: user.smsNewsChangedAt?.toISOString() ?? null },
    },
    REGISTERED_AT: user.createdAt.toISOString(),
  };
}

/** 'На заказ от 3 000 р., один раз' — the terms as a shopper reads them. */
function couponTerms(coupon: CouponRow): string {
  const scope = coupon.minSumKopecks > 0 ? `На заказ от ${formatPrice(kopecksToRubles(coupon.minSumKopecks))}` : 'На любой заказ';
  return coupon.totalLimit === 1 ? `${scope}, один раз` : scope;
}

export function personalCouponView(coupon: CouponRow & { used: boolean }): PersonalCoupon {
  return {
    CODE: coupon.code,
    DISCOUNT: coupon.kind === 'percent' ? `${coupon.value} %` : formatPrice(kopecksToRubles(coupon.value)),
    TERMS: couponTerms(coupon),
    EXPIRES_AT: coupon.endsAt?.toISOString() ?? null,
    USED: coupon.used,
  };
}
