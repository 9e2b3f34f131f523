import type { NextFunction, Request, Response } from 'express';
import { plainPage } from '../render/plain-page';

/** Anything that is neither a page nor a file nor an api call (e.g. a POST to a page). */
export function notFound(_req: Request, res: Response) {
  res.status(404).type('html').set('Cache-Control', 'no-cache').send(plainPage(404));
}

/** The last middleware: logs the error and shows a plain page in Russian, never a stack (spec §8). */
export function errorHandler() {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    req.log?.error({ err: error }, 'ошибка витрины');
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    res.status(status).type('html').set('Cache-Control', 'no-store').send(plainPage(status));
  };
}

function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
