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

/** A year, subdomains included: helmet's own default value, kept as it was. */
export const HSTS = 'max-age=31536000; includeSubDomains';

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
    // What CSP's frame-ancestors 'none' says, for browsers that read only this one: no framing at all.
    xFrameOptions: { action: 'deny' },
    // Sent below, and only over HTTPS: a browser ignores it over HTTP (RFC 6797 §8.1), and a shop
    // tried on http://localhost or behind a proxy that speaks plain HTTP must not claim HTTPS.
    strictTransportSecurity: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    // req.secure: the socket's TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts (server/app.ts).
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    headers(req, res, next);
  };
}
