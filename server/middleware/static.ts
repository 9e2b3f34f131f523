import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
/** esbuild's '[name]-[hash]' file names: content-addressed, so they can be cached forever. */
const HASHED = /-[A-Z0-9]{8,}\.[a-z0-9]+$/i;
const FILE_FOLDERS = ['/assets/', '/fonts/', '/icons/', '/images/'];

function cacheControlFor(relative: string): string {
  const file = relative.split(path.sep).join('/');
  // The back office's bundle (docs/decisions/046) is hashed the same way.
  if (file.startsWith('assets/') || file.startsWith('admin/assets/')) return HASHED.test(file) ? YEAR_IMMUTABLE : 'no-cache';
  if (file === 'sw.js') return 'no-cache';
  if (file.startsWith('fonts/')) return 'public, max-age=2592000';
  if (file.startsWith('icons/') || file.startsWith('images/') || file.startsWith('favicon')) {
    return 'public, max-age=604800';
  }
  return 'public, max-age=3600';
}

/**
 * Files of the build (dist/public): hashed bundles cached forever, the service worker never
 * cached (and allowed to control the whole site), icons and fonts for a while (the web manifest is
 * made by middleware/web-manifest.ts).
 * No directory listings; a missing file is a plain 404, not the SSR page, so a stale chunk URL
 * fails fast in the browser (spec §8: the client reloads on a failed chunk).
 */
export function staticFiles(publicDir: string) {
  const root = path.resolve(publicDir);
  const serve = express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders(res: ServerResponse, filePath: string) {
      const relative = path.relative(root, filePath);
      res.setHeader('Cache-Control', cacheControlFor(relative));
      if (relative === 'sw.js') res.setHeader('Service-Worker-Allowed', '/');
    },
  });

  // A page's address ends with '/' and names no file: it skips the file system. Asking it cost every
  // page a stat() and send's 404 error object, 4 % of the storefront's CPU under load (docs/decisions/018).
  const files = (req: Request, res: Response, next: NextFunction) => (req.path.endsWith('/') ? next() : serve(req, res, next));

  const missingFile = (req: Request, res: Response, next: NextFunction) => {
    // Pages always end with '/' (the redirects see to it); anything else reaching here is a file.
    const isFile = !req.path.endsWith('/') || FILE_FOLDERS.some((f) => req.path.startsWith(f));
    if (!isFile) return next();
    res.status(404).type('text/plain; charset=utf-8').set('Cache-Control', 'no-cache').send('Файл не найден');
  };

  return [files, missingFile];
}
