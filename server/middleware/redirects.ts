import type { NextFunction, Request, Response } from 'express';
import { redirectTarget } from '../redirect-rules';
import type { RedirectTable } from '../redirects-table';

/**
 * Spec §2.2 redirects, each 301 with the query kept. Only GET and HEAD: a 301 would turn a
 * POST into a GET in the browser, and the only POSTs we take go to /api.
 */
export function redirects(table: RedirectTable) {
  const lookup = (path: string) => table.get(path);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = redirectTarget(req.originalUrl, lookup);
    if (target === null) return next();
    res.set('Cache-Control', 'public, max-age=3600');
    res.redirect(301, target);
  };
}
