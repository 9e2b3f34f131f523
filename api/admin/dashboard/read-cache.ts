/**
 * The dashboard read at most once a minute per api process (decision 049). Its figures are of days
 * and months: a minute old they still say how the week went, while reading them live costs 200 ms
 * and more of a busy 2-core machine (`npm run bench:admin`) each time someone opens «Сводка». The
 * answer says when it was read (`at`). A failed read is not kept.
 */
import type { Executor } from '../../db/database';
import type { Dashboard } from '../../../shared/contract/admin/dashboard';
import { readDashboard } from './read-dashboard';

export const DASHBOARD_CACHE_SECONDS = 60;

export function dashboardCache(seconds = DASHBOARD_CACHE_SECONDS, read: (db: Executor) => Promise<Dashboard> = readDashboard) {
  let last: { readAt: number; answer: Promise<Dashboard> } | undefined;
  return (db: Executor, now: number = Date.now()): Promise<Dashboard> => {
    if (!last || now - last.readAt >= seconds * 1000) {
      const answer = read(db);
      const entry = { readAt: now, answer };
      last = entry;
      answer.catch(() => {
        if (last === entry) last = undefined;
      });
    }
    return last.answer;
  };
}
