import type { RevisionWatch } from '../catalog/service';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { PictureStorage } from '../providers/pictures';
import type { CallId } from '../../shared/contract/calls';
import { callRouter, type CallHandlers, type CallRouterOptions, type DomainHandlers } from '../http/calls';
import { createStaffSignInLimits } from '../limits/service';
import { staffAccess } from './access';
import { auditHandlers } from './audit/routes';
import { couponHandlers } from './coupons/routes';
import { certificateHandlers } from './certificates/routes';
import { customerHandlers } from './customers/routes';
import { dashboardHandlers } from './dashboard/routes';
import { deliveryHandlers } from './delivery/routes';
import { offerHandlers } from './offers/routes';
import { offerGridHandlers } from './offer-grid/routes';
import type { Carriers } from '../shipment/service';
import { orderHandlers } from './orders/routes';
import { pictureHandlers } from './products/picture-routes';
import { productHandlers } from './products/routes';
import { sectionHandlers } from './sections/routes';
import { posterHandlers } from './posters/routes';
import { authHandlers, staffHandlers } from './staff/routes';
import { stockCsvHandlers } from './stock-csv/routes';
import { stockWatchHandlers } from './stock-watch/routes';

/** The back office's calls: the contract entries under /admin/ (those with `staff` access). */
export type AdminHandlers = DomainHandlers<Extract<CallId, `${string} /admin/${string}`>>;

export function adminHandlers(
  db: Db,
  config: ApiConfig,
  revision: RevisionWatch,
  pictures: PictureStorage,
  carriers: Carriers,
): AdminHandlers {
  const deps = { db, limits: createStaffSignInLimits(db, config), idleHours: config.ADMIN_SESSION_IDLE_HOURS };
  return {
    ...authHandlers(deps),
    ...staffHandlers(deps),
    ...auditHandlers(db),
    ...orderHandlers(db, config, carriers),
    ...customerHandlers(db),
    ...dashboardHandlers(db),
    ...offerHandlers(db),
    ...sectionHandlers(db, revision),
    ...productHandlers(db, revision),
    ...pictureHandlers(db, revision, pictures),
    ...couponHandlers(db),
    ...posterHandlers(db),
    ...deliveryHandlers(db),
    ...certificateHandlers(db),
    ...stockWatchHandlers(db),
    ...stockCsvHandlers(db, revision),
    ...offerGridHandlers(db, revision),
  };
}

/**
 * The back office's router, mounted at /api/admin (api/app.ts): the same table and callRouter as
 * the storefront's, each call behind its access step (session, role, CSRF: api/admin/access.ts).
 */
export function adminRouter(handlers: CallHandlers, db: Db, config: ApiConfig, options: Omit<CallRouterOptions, 'part'>) {
  return callRouter(handlers, { ...options, part: { prefix: '/admin', access: staffAccess(db, config.ADMIN_SESSION_IDLE_HOURS) } });
}
