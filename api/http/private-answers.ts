import type { RequestHandler } from 'express';

/**
 * Marks every answer of a personal route — its errors included, since it runs before anything can
 * fail — as never to be kept by a shared cache. Mount it on a router with its own prefix
 * (`router.use`), or on each route of a router that shares a prefix with public ones.
 */
export function privateAnswers(): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  };
}
