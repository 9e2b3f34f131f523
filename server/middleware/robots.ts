import type { NextFunction, Request, Response } from 'express';

/** robots.txt for `origin`: everything but the personal area and the api, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /personal/', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** GET /robots.txt, built from PUBLIC_URL (spec §2.2 keeps '.txt' paths without a trailing slash). */
export function robots(publicUrl: string) {
  const body = robotsTxt(publicUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/robots.txt' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=86400').send(body);
  };
}
