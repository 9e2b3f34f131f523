import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { memberOf } from '../orders/routes';
import { createShopCoupon, editShopCoupon, listShopCoupons, readShopCoupon } from './service';

/** Thin: the owner's and managers' (the access step checked it); the service does the rest. */

type CouponIds = 'GET /admin/coupons/' | 'GET /admin/coupons/{id}/' | 'POST /admin/coupons/' | 'POST /admin/coupons/{id}/';

export function couponHandlers(db: Db): DomainHandlers<CouponIds> {
  return {
    'GET /admin/coupons/': async () => ({ items: await listShopCoupons(db), next: null }),
    'GET /admin/coupons/{id}/': ({ params }) => readShopCoupon(db, params.id),
    'POST /admin/coupons/': async ({ body }, call) => ({ coupon: await createShopCoupon(db, memberOf(call), body) }),
    'POST /admin/coupons/{id}/': async ({ params, body }, call) => ({ coupon: await editShopCoupon(db, memberOf(call), params.id, body) }),
  };
}
