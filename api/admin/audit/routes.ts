import type { DomainHandlers } from '../../http/calls';
import type { Executor } from '../../db/database';
import { listAudit } from './service';

/** The owner's reading of the audit log (the access step checked the role). */
export function auditHandlers(db: Executor): DomainHandlers<'GET /admin/audit/'> {
  return {
    'GET /admin/audit/': ({ query }) => listAudit(db, query),
  };
}
