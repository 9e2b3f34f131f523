import { z } from 'zod';
import { INT_MAX, typedText } from '../input';

/**
 * The shop's coupons in the back office (issue 24): every rule the basket knows (api/coupon/rules.ts),
 * with the messages staff read. Money in kopecks, moments ISO 8601. A code is stored as the basket
 * reads what a shopper types: upper-case, without spaces, so «leto 10» and «LETO10» are one code.
 */

export const COUPON_CODE_MAX = 40;
export const COUPON_SECTIONS_MAX = 50;
/** A fixed discount above this is a typo, not a coupon (100 000 ₽). */
export const COUPON_FIXED_MAX = 10_000_000;

const code = typedText('Укажите код промокода', 'Код промокода')
  .trim()
  .min(1, 'Укажите код промокода')
  .max(COUPON_CODE_MAX, `Код промокода — не длиннее ${COUPON_CODE_MAX} символов`)
  .regex(/^[A-Za-zА-Яа-яЁё0-9_\s-]*$/u, 'Код промокода — буквы, цифры, дефис и подчёркивание');

const count = (what: string) =>
  z
    .number({ error: `${what}: ожидается число или пусто` })
    .int(`${what} — целое число`)
    .min(1, `${what} — не меньше 1, или оставьте пустым`)
    .max(INT_MAX, `${what}: слишком большое число`)
    .nullable();

const momentField = (what: string) => z.iso.datetime({ offset: true, error: `${what}: ожидается дата и время` }).nullable();

/** What staff write; the service checks what needs the database (sections, the code's uniqueness, uses). */
export const couponBodySchema = z
  .object({
    code,
    kind: z.enum(['percent', 'fixed'], { error: 'Вид скидки: процент или сумма (percent, fixed)' }),
    /** Percent (1–100) or kopecks off, by kind. */
    value: z.number({ error: 'Укажите размер скидки' }).int('Размер скидки — целое число').min(1, 'Размер скидки — больше нуля'),
    minSumKopecks: z
      .number({ error: 'Минимальная сумма заказа: ожидается число' })
      .int('Минимальная сумма заказа — целое число копеек')
      .min(0, 'Минимальная сумма заказа не может быть отрицательной')
      .max(INT_MAX, 'Минимальная сумма заказа слишком большая'),
    startsAt: momentField('Начало действия'),
    endsAt: momentField('Конец действия'),
    sectionIds: z
      .array(
        z
          .number({ error: 'Раздел: ожидается номер' })
          .int('Раздел: неверный номер')
          .min(1, 'Раздел: неверный номер')
          .max(INT_MAX, 'Раздел: неверный номер'),
        {
          error: 'Разделы: ожидается список',
        },
      )
      .max(COUPON_SECTIONS_MAX, `Не больше ${COUPON_SECTIONS_MAX} разделов`),
    totalLimit: count('Сколько раз всего'),
    perCustomerLimit: count('Сколько раз одному покупателю'),
    active: z.boolean({ error: 'Активность: ожидается true или false' }),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && body.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Скидка в процентах — от 1 до 100' });
    }
    if (body.kind === 'fixed' && body.value > COUPON_FIXED_MAX) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Скидка суммой — не больше 100 000 ₽' });
    }
    if (body.startsAt && body.endsAt && Date.parse(body.startsAt) >= Date.parse(body.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Конец действия должен быть позже начала' });
    }
    if (body.totalLimit !== null && body.perCustomerLimit !== null && body.perCustomerLimit > body.totalLimit) {
      ctx.addIssue({ code: 'custom', path: ['perCustomerLimit'], message: 'Одному покупателю — не больше, чем всего' });
    }
  });
export type CouponBody = z.infer<typeof couponBodySchema>;

export const couponIdParamsSchema = z.object({
  id: z
    .string({ error: 'Промокод: ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Промокод: неверный номер')
    .transform(Number),
});

/** A coupon as the back office shows it, with its use: orders that used it and the discount they got. */
export const adminCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int(),
    minSumKopecks: z.number().int(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    sectionIds: z.array(z.number().int()),
    totalLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    active: z.boolean(),
    /** Uses counted against the total limit (a cancelled order gives its use back). */
    usedCount: z.number().int(),
    /** Orders placed with it, and the discount they got in all. */
    orderCount: z.number().int(),
    discountKopecks: z.number().int(),
  })
  .meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponUseSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  placedAt: z.string(),
  status: z.string(),
  discountKopecks: z.number().int(),
});
export type CouponUse = z.infer<typeof couponUseSchema>;

export const COUPON_USES_SHOWN = 100;

export const couponListDataSchema = z.object({ items: z.array(adminCouponSchema), next: z.null() });
export const couponDataSchema = z.object({ coupon: adminCouponSchema });
/** A coupon's page: the coupon and its newest uses (up to COUPON_USES_SHOWN). */
export const couponPageSchema = z.object({ coupon: adminCouponSchema, uses: z.array(couponUseSchema) });
export type CouponPage = z.infer<typeof couponPageSchema>;

export const COUPON_REFUSALS = {
  notFound: { status: 404, message: 'Промокод не найден' },
  codeTaken: { status: 409, field: 'code', message: 'Промокод с таким кодом уже есть' },
  unknownSection: { status: 409, field: 'sectionIds', message: 'Такого раздела нет в каталоге' },
  limitBelowUses: { status: 409, field: 'totalLimit', message: 'Промокод уже использован больше раз, чем этот предел' },
  endsInPast: { status: 409, field: 'endsAt', message: 'Конец действия уже прошёл' },
} as const;
