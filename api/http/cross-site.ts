import type { Request, RequestHandler } from 'express';
import { fail } from '../../shared/contract';

/** The refusal of a state-changing call another site made for the shopper (issue 10). */
export const CROSS_SITE_MESSAGE = 'Запрос отклонён: он отправлен с другого сайта';

/**
 * An origin as a browser writes it in `Origin` (`scheme://host[:port]`, the default port left out),
 * or null for what is not one: `null` (an opaque origin: a sandboxed frame, a redirect across
 * sites), two origins joined by a repeated header, garbage.
 */
export function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** What the guard reads of a request: its two browser signals. */
export interface Signals {
  origin?: string;
  secFetchSite?: string;
}

/**
 * Whether a browser says the request comes from a page of another site (docs/decisions/015).
 * `Sec-Fetch-Site`, where the browser sends it, is its own verdict over the whole redirect chain:
 * - `cross-site`: refused;
 * - `same-site` (a sibling subdomain): refused unless `Origin` is one of `ours` — a sibling is
 *   another site's code as far as the shopper's basket is concerned;
 * - `same-origin`, `none` (the shopper typed the address): passed, whatever `Origin` says — a
 *   browser writes `Origin: null` for its own page's form under `Referrer-Policy: no-referrer`,
 *   and a scheme or host the storefront could not see (TLS ended by an untrusted proxy) would
 *   otherwise refuse the shop's own pages.
 * Without it (a browser before Fetch Metadata), an `Origin` that is present and not one of ours
 * (`null` included) is refused. No header at all (curl, the storefront's SSR prefetch) passes: a
 * page of another site cannot make a browser drop both signals.
 */
export function isCrossSite({ origin, secFetchSite }: Signals, ours: ReadonlySet<string>): boolean {
  const ourOrigin = origin !== undefined && ours.has(originOf(origin) ?? '');
  switch (secFetchSite?.trim().toLowerCase()) {
    case 'cross-site':
      return true;
    case 'same-site':
      return !ourOrigin;
    case 'same-origin':
    case 'none':
      return false;
    default:
      return origin !== undefined && !ourOrigin;
  }
}

/** The request's own origin: the storefront proxies /api on the shopper's host (X-Forwarded-* under trust proxy). */
function ownOrigin(req: Request): string | null {
  return req.host ? originOf(`${req.protocol}://${req.host}`) : null;
}

const header = (req: Request, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * Refuses a state-changing call a browser marks cross-site, with 403 and the envelope, before its
 * body is read or its handler runs: so it changes nothing. Our origins: the storefront's
 * PUBLIC_URL and the request's own.
 */
export function crossSiteGuard(publicUrl: string): RequestHandler {
  const publicOrigin = originOf(publicUrl);
  return (req, res, next) => {
    const ours = new Set([publicOrigin, ownOrigin(req)].filter((o): o is string => o !== null));
    const signals = { origin: header(req, 'origin'), secFetchSite: header(req, 'sec-fetch-site') };
    if (!isCrossSite(signals, ours)) {
      next();
      return;
    }
    res.status(403).json(fail([{ message: CROSS_SITE_MESSAGE }]));
  };
}
