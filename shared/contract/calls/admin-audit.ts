import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import { auditListDataSchema, auditQuerySchema } from '../admin/audit';

/** The audit log, the owner's (docs/decisions/045). */
export const adminAuditCalls = {
  'GET /admin/audit/': {
    summary: 'Журнал действий сотрудников: по сотруднику, объекту и датам, новые сверху',
    query: auditQuerySchema,
    response: auditListDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.audit,
  },
} as const satisfies CallTable;
