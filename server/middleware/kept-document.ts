import type { NextFunction, Request, Response } from 'express';

export interface KeptDocumentOptions<Held> {
  /** The one address it answers, to GET and HEAD. */
  path: string;
  /**
   * Asks the api and writes the document. Gets what is held (null before the first) and returns
   * what to hold next, or null to keep what is held (the api said nothing changed).
   */
  refresh: (held: Held | null) => Promise<Held | null>;
  /** Whether what is held may be sent without asking the api again; by default it never is. */
  fresh?: (held: Held) => boolean;
  /** The log line when a refresh failed. */
  failed: string;
  /** The 503's text when there is nothing to send yet. */
  unavailable: string;
  send: (res: Response, held: Held) => void;
}

/**
 * A document the storefront writes from the api's data and keeps in this process (the sitemap,
 * the Market feed). However many robots ask at once, one refresh runs and they all wait for it.
 * When the api cannot answer, the last document is sent (the failure logged); with none yet, 503
 * with Retry-After tells the robot to come back.
 */
export function keptDocument<Held>(options: KeptDocumentOptions<Held>) {
  let held: Held | null = null;
  let pending: Promise<void> | null = null;

  const refresh = async () => {
    const next = await options.refresh(held);
    if (next !== null) held = next;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== options.path || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (held === null || !options.fresh?.(held)) {
      try {
        pending ??= refresh().finally(() => (pending = null));
        await pending;
      } catch (error) {
        req.log.warn({ err: error }, options.failed);
      }
    }
    if (held === null) {
      res.status(503).set('Retry-After', '60').type('text/plain; charset=utf-8').send(options.unavailable);
      return;
    }
    options.send(res, held);
  };
}
