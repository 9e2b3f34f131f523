import type { Request, Response } from 'express';
import { isbot } from 'isbot';
import { FONT_PRELOAD } from '../../client/components/document/DocumentHead';

/**
 * Sends `103 Early Hints` for a page whose route is matched but whose data the api has yet to give:
 * the browser fetches the modules and the font while the server waits (docs/decisions/016-speed.md).
 * `modules` are the ones <head> preloads for the page (the entry first).
 *
 * Only for a browser opening a page (`Sec-Fetch-Mode: navigate`, sent by every browser that acts on
 * a 103): other clients gain nothing, and naive ones (Python's http.client, which link previews
 * often use; autocannon) take a 103 for the answer. Not for crawlers either, which wait for the
 * whole document; not for HEAD (no body to load files for); not for HTTP/1.0, which must never see
 * a 1xx (RFC 9110 §15.2).
 */
export function sendEarlyHints(req: Request, res: Response, modules: readonly string[]): void {
  if (req.method !== 'GET' || res.headersSent) return;
  if (req.httpVersionMajor < 1 || (req.httpVersionMajor === 1 && req.httpVersionMinor < 1)) return;
  if (req.get('sec-fetch-mode') !== 'navigate' || isbot(req.get('user-agent'))) return;
  res.writeEarlyHints({ link: earlyHintLinks(modules) });
}

/** The Link values: what <head> says with <link rel="modulepreload"> and the font preload. */
export function earlyHintLinks(modules: readonly string[]): string[] {
  // The font first: the first paint's text waits for it, the modules only for hydration.
  return [
    `<${FONT_PRELOAD}>; rel=preload; as=font; type=font/woff2; crossorigin`,
    ...[...new Set(modules)].map((href) => `<${href}>; rel=modulepreload`),
  ];
}
