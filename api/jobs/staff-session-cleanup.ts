/**
 * The job that takes away the back office's dead sessions (api/admin/session/cleanup.ts): full
 * sessions idle past ADMIN_SESSION_IDLE_HOURS are ended, half sessions past their 5 minutes deleted
 * with the TOTP secret of an enrolment never confirmed, and ended ones deleted once the sign-in
 * limits no longer read their address (30 days). Hourly: the table is small, a run is quick, and a
 * half session's secret should not lie about for a night.
 */
import type { Logger } from 'pino';
import { cleanUpStaffSessions } from '../admin/service';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { ScheduledJob } from './scheduled';

export const STAFF_SESSION_CLEANUP_QUEUE = 'staff-sessions.clean-up';

export function staffSessionCleanupJob(config: ApiConfig, db: Db, logger: Logger): ScheduledJob {
  return {
    queue: STAFF_SESSION_CLEANUP_QUEUE,
    cron: '25 * * * *',
    expireInSeconds: 10 * 60,
    async run() {
      const figures = await cleanUpStaffSessions(db, config.ADMIN_SESSION_IDLE_HOURS);
      if (Object.values(figures).some((n) => n > 0)) logger.info(figures, 'сессии сотрудников убраны');
      return figures;
    },
  };
}
