import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const nonce = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as Response).locals.nonce as string}'`;

/**
 * Helmet's headers with a Content-Security-Policy that allows only scripts and styles carrying
 * this request's nonce (`res.locals.nonce`, read again by SSR for React's and Emotion's tags).
 * 'strict-dynamic' lets the nonce'd entry load its code-split chunks; style-src-attr stays open
 * because React writes `style=""` attributes.
 */
export function securityHeaders() {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonce, "'strict-dynamic'"],
        styleSrc: ["'self'", nonce],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    headers(req, res, next);
  };
}
