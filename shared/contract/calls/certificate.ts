import type { CallTable } from '../call';
import { certificateDataSchema, certificateListDataSchema, certificateUseBodySchema } from '../certificate';

/** Gift certificates in the personal area (spec §7.5). Every answer is personal. */
export const certificateCalls = {
  'GET /profile/certificates/': {
    summary: 'Подарочные сертификаты покупателя',
    response: certificateListDataSchema,
    cache: 'private',
  },
  'POST /profile/certificates/use/': {
    summary: 'Привязать подарочный сертификат к личному кабинету',
    body: certificateUseBodySchema,
    response: certificateDataSchema,
    cache: 'private',
  },
} as const satisfies CallTable;
