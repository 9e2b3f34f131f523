/**
 * The job that ends expired sessions and takes away what nobody can reach any more (a guest's
 * basket and favourites, the rows no order names): once a night, in batches (api/session/cleanup.ts,
 * docs/decisions/037). An expired token is refused at once whatever this job has done; the job keeps
 * the tables from growing with every visitor who never came back.
 */
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { cleanUpSessions } from '../session/service';
import type { ScheduledJob } from './scheduled';

export const SESSION_CLEANUP_QUEUE = 'sessions.clean-up';

export function sessionCleanupJob(config: ApiConfig, db: Db, logger: Logger): ScheduledJob {
  const lifetime = { idleDays: config.SESSION_IDLE_DAYS, maxDays: config.SESSION_MAX_DAYS };
  return {
    queue: SESSION_CLEANUP_QUEUE,
    // At night, when the shop is quiet; the first run after an upgrade may have a year of guests to go through.
    cron: '40 3 * * *',
    expireInSeconds: 60 * 60,
    async run() {
      const figures = await cleanUpSessions(db, lifetime);
      if (Object.values(figures).some((n) => n > 0)) logger.info(figures, 'сессии убраны');
      return figures;
    },
  };
}
