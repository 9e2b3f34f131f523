import { Router } from 'express';
import { parseUploadedName } from '../../shared/pictures/uploaded';
import type { PictureStorage } from '../providers/pictures';

const CONTENT_TYPE = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** A name carries its content's hash: the file under it never changes. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * The uploaded product pictures at /api/pictures/{name} (docs/decisions/053), from the storage
 * (disk or bucket): every storefront proxies /api here, so all of them show the same files.
 */
export function pictureFiles(storage: PictureStorage): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    const parsed = parseUploadedName(req.params.name);
    const body = parsed ? await storage.get(req.params.name) : null;
    if (!parsed || !body) {
      res.status(404).type('text/plain; charset=utf-8').set('Cache-Control', 'no-cache').send('Файл не найден');
      return;
    }
    res.set({ 'Cache-Control': FOREVER, 'Content-Type': CONTENT_TYPE[parsed.format], 'X-Content-Type-Options': 'nosniff' });
    res.send(body);
  });
  return router;
}
