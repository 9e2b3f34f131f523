import { z } from 'zod';
import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  CERTIFICATE_REFUSALS,
  adminCertificatePageSchema,
  certificateActionBodySchema,
  certificateIdParamsSchema,
  certificateListQuerySchema,
  certificateListSchema,
} from '../admin/certificates';

const { notFound, alreadyBlocked, reissued, empty, expired, held } = CERTIFICATE_REFUSALS;

/** Gift certificates (issue 24): the owner's and managers'. */
export const adminCertificateCalls = {
  'GET /admin/certificates/': {
    summary: 'Подарочные сертификаты, новые первыми: коды скрыты, кроме последних четырёх знаков',
    query: certificateListQuerySchema,
    response: certificateListSchema,
    cache: 'private',
    staff: ADMIN_AREAS.certificates,
  },
  'GET /admin/certificates/{id}/': {
    summary: 'Сертификат: код целиком, баланс, движения по нему',
    params: certificateIdParamsSchema,
    response: adminCertificatePageSchema,
    cache: 'private',
    staff: ADMIN_AREAS.certificates,
    refusals: { notFound },
  },
  'POST /admin/certificates/{id}/block/': {
    summary: 'Заблокировать сертификат: им больше нельзя оплатить заказ',
    params: certificateIdParamsSchema,
    body: certificateActionBodySchema,
    response: adminCertificatePageSchema,
    cache: 'private',
    staff: ADMIN_AREAS.certificates,
    refusals: { notFound, alreadyBlocked },
  },
  'POST /admin/certificates/{id}/reissue/': {
    summary: 'Перевыпустить сертификат: новый код с остатком, прежний блокируется; покупателю уходит СМС с новым кодом',
    params: certificateIdParamsSchema,
    body: certificateActionBodySchema,
    response: z.object({ certificate: adminCertificatePageSchema }),
    cache: 'private',
    staff: ADMIN_AREAS.certificates,
    refusals: { notFound, reissued, empty, expired, held },
  },
} as const satisfies CallTable;
