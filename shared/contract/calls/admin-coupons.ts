import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  COUPON_REFUSALS,
  couponBodySchema,
  couponDataSchema,
  couponIdParamsSchema,
  couponListDataSchema,
  couponPageSchema,
} from '../admin/coupons';

const { notFound, codeTaken, unknownSection, limitBelowUses, endsInPast } = COUPON_REFUSALS;

/** The shop's coupons (issue 24): the owner's and managers'. Every change is in the audit log. */
export const adminCouponCalls = {
  'GET /admin/coupons/': {
    summary: 'Промокоды магазина (без личных промокодов покупателей) с их использованием',
    response: couponListDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.coupons,
  },
  'GET /admin/coupons/{id}/': {
    summary: 'Промокод и заказы, которые его использовали (новые первыми), со скидкой каждого',
    params: couponIdParamsSchema,
    response: couponPageSchema,
    cache: 'private',
    staff: ADMIN_AREAS.coupons,
    refusals: { notFound },
  },
  'POST /admin/coupons/': {
    summary: 'Создать промокод; код не зависит от регистра и пробелов, как его читает корзина',
    body: couponBodySchema,
    response: couponDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.coupons,
    refusals: { codeTaken, unknownSection, endsInPast },
  },
  'POST /admin/coupons/{id}/': {
    summary: 'Изменить промокод или выключить его (active: false); заказы с ним сохраняют свою скидку',
    params: couponIdParamsSchema,
    body: couponBodySchema,
    response: couponDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.coupons,
    refusals: { notFound, codeTaken, unknownSection, limitBelowUses, endsInPast },
  },
} as const satisfies CallTable;
