import { z } from 'zod';
import { typedText } from '../input';
import { PICKUP_POINT_SOURCES } from './pickup-sources';

/**
 * The back office's delivery settings (issue 24): the two methods' prices and the free-delivery
 * threshold (the pickup method's row is the one the banner and the basket read), and the pickup
 * points. Money in kopecks, whole rubles: the storefront shows rubles without kopecks.
 */

/** Above this a delivery price is a slip of the keyboard, not a price (a courier across Moscow costs hundreds). */
export const DELIVERY_PRICE_MAX_KOPECKS = 10_000_00;
/** Above this no basket ever reaches the threshold: say «never free» with null instead. */
export const FREE_FROM_MAX_KOPECKS = 1_000_000_00;

const rubles = (what: string, max: number) =>
  z
    .number({ error: `${what}: ожидается сумма в копейках` })
    .int(`${what}: ожидается целое число копеек`)
    .min(0, `${what}: не может быть меньше нуля`)
    .max(max, `${what}: не больше ${max / 100} р.`)
    .refine((kopecks) => kopecks % 100 === 0, `${what}: только целые рубли — витрина показывает цену без копеек`);

export const DELIVERY_METHOD_CODES = ['pickup', 'courier'] as const;

export const deliveryMethodParamsSchema = z.object({
  code: z.enum(DELIVERY_METHOD_CODES, { error: 'Способ доставки: pickup или courier' }),
});

/** POST /admin/delivery/methods/{code}/: the price and from what goods sum it is free (null: never). */
export const deliveryMethodBodySchema = z.object({
  priceKopecks: rubles('Цена доставки', DELIVERY_PRICE_MAX_KOPECKS),
  freeFromKopecks: rubles('Бесплатно от', FREE_FROM_MAX_KOPECKS).nullable(),
});
export type DeliveryMethodBody = z.output<typeof deliveryMethodBodySchema>;

export const adminDeliveryMethodSchema = z.object({
  code: z.enum(DELIVERY_METHOD_CODES),
  name: z.string(),
  priceKopecks: z.number().int(),
  freeFromKopecks: z.number().int().nullable(),
});
export type AdminDeliveryMethod = z.infer<typeof adminDeliveryMethodSchema>;

const line = (what: string, max: number) =>
  typedText(`${what}: ожидается строка`, what)
    .trim()
    .min(1, `Укажите: ${what.toLowerCase()}`)
    .max(max, `${what}: не длиннее ${max} символов`);

const coordinate = (what: string, limit: number) =>
  z
    .number({ error: `${what}: ожидается число` })
    .min(-limit, `${what}: от −${limit} до ${limit}`)
    .max(limit, `${what}: от −${limit} до ${limit}`)
    .nullable();

/** A pickup point as staff type it; the code is the courier's or one of the shop's own (latin letters and digits). */
export const pickupPointBodySchema = z.object({
  code: line('Код пункта', 40).regex(/^[A-Za-z0-9_-]+$/, 'Код пункта: латинские буквы, цифры, - и _'),
  city: line('Город', 80),
  address: line('Адрес', 300),
  schedule: line('Часы работы', 200),
  latitude: coordinate('Широта', 90),
  longitude: coordinate('Долгота', 180),
});
export type PickupPointBody = z.output<typeof pickupPointBodySchema>;

export const pickupPointIdParamsSchema = z.object({
  id: z
    .string({ error: 'Пункт выдачи: ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Пункт выдачи: неверный номер')
    .transform(Number),
});

/**
 * POST /admin/delivery/points/{id}/: the fields of a hand-added point, and for any point whether it
 * is open. A courier's point (source cdek) takes only `active`: its fields are the courier's (issue 25's sync).
 */
export const pickupPointEditSchema = pickupPointBodySchema.partial().extend({
  active: z.boolean({ error: 'Открыт: ожидается да или нет' }).optional(),
});
export type PickupPointEdit = z.output<typeof pickupPointEditSchema>;

export const adminPickupPointSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  city: z.string(),
  address: z.string(),
  schedule: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  active: z.boolean(),
  source: z.enum(PICKUP_POINT_SOURCES),
});
export type AdminPickupPoint = z.infer<typeof adminPickupPointSchema>;

export const deliverySettingsSchema = z.object({
  methods: z.array(adminDeliveryMethodSchema),
  /** Open ones first, then by city and id. */
  pickupPoints: z.array(adminPickupPointSchema),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const pickupPointDataSchema = z.object({ point: adminPickupPointSchema });

/** What the call refuses, in the staff's words. */
export const DELIVERY_REFUSALS = {
  pointNotFound: { status: 404, message: 'Пункт выдачи не найден' },
  codeTaken: { status: 409, message: 'Пункт выдачи с таким кодом уже есть' },
  courierPoint: {
    status: 409,
    message: 'Это пункт курьерской службы: его адрес и часы приходят от неё. Его можно только закрыть или открыть',
  },
  lastPoint: { status: 409, message: 'Это последний открытый пункт выдачи: без него покупатели не смогут выбрать самовывоз' },
} as const;
