import type { Request } from 'express';

/** Headers about the shopper's connection that only the storefront may write to the api. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'] as const;

/**
 * The X-Forwarded-* the api receives: what the storefront determined under its TRUST_PROXY (one
 * address, the scheme and host the shopper used), never a client's own list, which the api's
 * loopback trust would otherwise believe (docs/decisions/015).
 */
export function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-proto': req.protocol };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  if (req.host) headers['x-forwarded-host'] = req.host;
  return headers;
}

/**
 * Puts forwardedHeaders in place of every such header the client sent, in the request's own
 * headers, which the proxy copies when it builds the upstream request. Not on the upstream request
 * itself: one that waited for a pooled connection has its headers written by then.
 */
export function replaceForwarded(req: Request) {
  const own = forwardedHeaders(req);
  for (const name of FORWARDED) delete req.headers[name];
  Object.assign(req.headers, own);
}
