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

/** Puts forwardedHeaders on an outgoing request in place of every such header the client sent. */
export function replaceForwarded(
  outgoing: { removeHeader(name: string): void; setHeader(name: string, value: string): void },
  req: Request,
) {
  for (const name of FORWARDED) outgoing.removeHeader(name);
  for (const [name, value] of Object.entries(forwardedHeaders(req))) outgoing.setHeader(name, value);
}
