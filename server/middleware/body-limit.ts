import type { NextFunction, Request, Response } from 'express';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES } from '../../shared/contract/admin/picture-limits';
import { TOO_LARGE_MESSAGE, writeErrorEnvelope } from '../../shared/node/envelope';

/** A product picture's upload (under /api): the file's own limit, and room for the multipart's headers. */
const PICTURE_UPLOAD = /^\/admin\/products\/[0-9]+\/pictures\/$/;
const PICTURE_UPLOAD_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

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
    const upload = req.method === 'POST' && PICTURE_UPLOAD.test(req.path);
    if (declared <= (upload ? PICTURE_UPLOAD_BYTES : limit)) {
      next();
      return;
    }
    // The rest of the body is not read: close the connection rather than keep it alive behind it.
    res.setHeader('Connection', 'close');
    writeErrorEnvelope(res, 413, upload ? PICTURE_MESSAGES.tooLarge : TOO_LARGE_MESSAGE);
  };
}
