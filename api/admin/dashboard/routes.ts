import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { dashboardCache } from './read-cache';

/** «Сводка», read at most once a minute per process (read-cache.ts). */
export function dashboardHandlers(db: Db): DomainHandlers<'GET /admin/dashboard/'> {
  const dashboard = dashboardCache();
  return { 'GET /admin/dashboard/': () => dashboard(db) };
}
