import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  DELIVERY_REFUSALS,
  deliveryMethodBodySchema,
  deliveryMethodParamsSchema,
  deliverySettingsSchema,
  pickupPointBodySchema,
  pickupPointDataSchema,
  pickupPointEditSchema,
  pickupPointIdParamsSchema,
} from '../admin/delivery';

/** Delivery prices, the free-delivery threshold and pickup points (issue 24): the owner's and managers'. */
export const adminDeliveryCalls = {
  'GET /admin/delivery/': {
    summary: 'Доставка: цены способов, порог бесплатной доставки, пункты выдачи',
    response: deliverySettingsSchema,
    cache: 'private',
    staff: ADMIN_AREAS.delivery,
  },
  'POST /admin/delivery/methods/{code}/': {
    summary: 'Цена способа доставки и сумма, от которой он бесплатный (null — никогда)',
    params: deliveryMethodParamsSchema,
    body: deliveryMethodBodySchema,
    response: deliverySettingsSchema,
    cache: 'private',
    staff: ADMIN_AREAS.delivery,
  },
  'POST /admin/delivery/points/': {
    summary: 'Добавить пункт выдачи вручную (помечается как добавленный вручную)',
    body: pickupPointBodySchema,
    response: pickupPointDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.delivery,
    refusals: { codeTaken: DELIVERY_REFUSALS.codeTaken },
  },
  'POST /admin/delivery/points/{id}/': {
    summary: 'Изменить пункт выдачи, закрыть или открыть его',
    params: pickupPointIdParamsSchema,
    body: pickupPointEditSchema,
    response: pickupPointDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.delivery,
    refusals: DELIVERY_REFUSALS,
  },
} as const satisfies CallTable;
