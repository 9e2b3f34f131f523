import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import { PICTURE_FIELD, PICTURE_MAX_BYTES, PICTURE_MESSAGES, pictureListBodySchema } from '../admin/pictures';
import { productDataSchema, productIdParamsSchema, PRODUCT_MESSAGES } from '../admin/products';

const productNotFound = { status: 404, message: PRODUCT_MESSAGES.notFound } as const;
const notPicture = { status: 400, field: PICTURE_FIELD, message: PICTURE_MESSAGES.notPicture } as const;
const tooManyPixels = { status: 400, field: PICTURE_FIELD, message: PICTURE_MESSAGES.tooManyPixels } as const;
const tooSmall = { status: 400, field: PICTURE_FIELD, message: PICTURE_MESSAGES.tooSmall } as const;
const tooMany = { status: 409, field: PICTURE_FIELD, message: PICTURE_MESSAGES.tooMany } as const;
const pictureMissing = { status: 409, field: 'pictures', message: PICTURE_MESSAGES.pictureMissing } as const;

/** A product's pictures in the back office (issue 24, docs/decisions/053); owner and managers, as the products. */
export const adminPictureCalls = {
  'POST /admin/products/{id}/pictures/': {
    summary: 'Загрузить картинку товара (multipart/form-data, поле file, до 20 МБ): она встаёт последней',
    params: productIdParamsSchema,
    upload: { field: PICTURE_FIELD, maxBytes: PICTURE_MAX_BYTES },
    response: productDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.products,
    refusals: { productNotFound, notPicture, tooManyPixels, tooSmall, tooMany },
  },
  'POST /admin/products/{id}/pictures/list/': {
    summary: 'Картинки товара по порядку с подписями: отсутствующие в списке удаляются вместе с файлами',
    params: productIdParamsSchema,
    body: pictureListBodySchema,
    response: productDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.products,
    refusals: { productNotFound, pictureMissing },
  },
} as const satisfies CallTable;
