import type { NextFunction, Request, Response } from 'express';
import { TOO_LARGE_MESSAGE, writeErrorEnvelope } from '../../shared/node/envelope';

/**
 * Refuses, with 413 in the envelope, a request to the api whose declared body is over the limit,
 * before a byte of it is streamed to the api: an upload of megabytes should not occupy a pooled
 * connection only to be refused there. A body without a length (chunked) goes through, and the
 * api's parser, under the same BODY_LIMIT_KB, stops it.
 */
export function bodyLimit(limitKb: number) {
  const limit = limitKb * 1024;
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared <= limit) {
      next();
      return;
    }
    // The rest of the body is not read: close the connection rather than keep it alive behind it.
    res.setHeader('Connection', 'close');
    writeErrorEnvelope(res, 413, TOO_LARGE_MESSAGE);
  };
}
