import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { setRouteLabel } from '../../shared/node/metrics';

/** What build/admin.ts writes to dist/public/admin/manifest.json that the shell needs. */
const adminManifestSchema = z.object({ entry: z.string().startsWith('/admin/assets/'), entryImports: z.array(z.string()) });
type AdminManifest = z.infer<typeof adminManifestSchema>;

export const ADMIN_PATH = '/admin';
const ASSETS = '/admin/assets/';
export const NO_ADMIN_BUILD = 'Админка не собрана: выполните npm run build';

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page every /admin/* address answers: the app's modules with this request's CSP nonce, and nothing of the storefront. */
export function adminShellHtml(manifest: AdminManifest, nonce: string): string {
  const n = escapeAttr(nonce);
  const preloads = manifest.entryImports.map((url) => `<link rel="modulepreload" href="${escapeAttr(url)}" nonce="${n}">`).join('');
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">' +
    '<title>Админка — Органик Кидс</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `${preloads}<script type="module" src="${escapeAttr(manifest.entry)}" nonce="${n}"></script></head>` +
    '<body style="margin:0"><div id="admin"></div><noscript>Для работы админки включите JavaScript</noscript></body></html>'
  );
}

/**
 * The back office at /admin/ and every deep link under it (docs/decisions/046): one HTML shell
 * whose script is the admin bundle; react-admin routes inside. Mounted before the storefront's
 * redirects and pages, so none of the storefront (its posters, counter, SSR) is on it. The shell is
 * never stored (it names this build's files and carries a nonce); the hashed files under
 * /admin/assets/ are the static middleware's, cached forever. The build's manifest is read once
 * (`rereadManifest`: on every request, for `npm run dev`, whose rebuilds rename the files).
 */
export function adminShell(publicDir: string, { rereadManifest = false } = {}) {
  let manifest: Promise<AdminManifest | null> | undefined;
  const read = () =>
    readFile(path.join(publicDir, 'admin', 'manifest.json'), 'utf8')
      .then((text) => adminManifestSchema.parse(JSON.parse(text)))
      .catch(() => null);

  return (req: Request, res: Response, next: NextFunction) => {
    const inside = req.path === ADMIN_PATH || req.path.startsWith(`${ADMIN_PATH}/`);
    if (!inside || req.path.startsWith(ASSETS) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    setRouteLabel(res, 'admin');
    if (req.path === ADMIN_PATH) return res.redirect(301, `${ADMIN_PATH}/`);
    if (rereadManifest) manifest = undefined;
    manifest ??= read();
    manifest
      .then((found) => {
        res.set({ 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY', 'X-Robots-Tag': 'noindex, nofollow' });
        if (!found) {
          // Asked again next time: a build may land while the server runs.
          manifest = undefined;
          res.status(503).type('text/plain; charset=utf-8').send(NO_ADMIN_BUILD);
          return;
        }
        res
          .status(200)
          .type('html')
          .send(adminShellHtml(found, String(res.locals.nonce)));
      })
      .catch(next);
  };
}
