import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.nonce as string}'`;

/**
 * Yandex Metrica's addresses (yandex.ru/support/metrica/code/install-counter-csp): the tag script
 * and what it sends hits and e-commerce data to (mc.yandex.com for visitors it moves there).
 * Webvisor is not turned on, so its frames and sockets are not allowed.
 */
export const METRICA_SOURCES = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
} as const;

export interface SecurityHeadersOptions {
  /** With a counter the CSP lets Metrica in; without one it stays as strict as ever. */
  metricaCounterId?: string;
}

/**
 * Helmet's headers with a Content-Security-Policy that allows only scripts and styles carrying
 * this request's nonce (`res.locals.nonce`, read again by SSR for React's and Emotion's tags).
 * 'strict-dynamic' lets the nonce'd entry load its code-split chunks (and Metrica's tag, which it
 * inserts); the host list is for browsers without 'strict-dynamic'. style-src-attr stays open
 * because React writes `style=""` attributes.
 */
export function securityHeaders({ metricaCounterId }: SecurityHeadersOptions = {}) {
  const metrica = metricaCounterId ? METRICA_SOURCES : { script: [], img: [], connect: [] };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonce, "'strict-dynamic'", ...metrica.script],
        styleSrc: ["'self'", nonce],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...metrica.img],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...metrica.connect],
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
