import type { NextFunction, Request, Response } from 'express';

/**
 * robots.txt for `origin`: everything but the personal area and the api, where the sitemap is, and
 * the Yandex Market feed. robots.txt has no directive for a feed and `Sitemap:` must name a
 * sitemap (a crawler would report the YML as a broken one), so the feed is a comment with its
 * address and an explicit Allow that keeps it open whatever Disallow is added later.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /yml.xml',
    'Disallow: /personal/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `# Фид для Яндекс Маркета (YML): ${origin}/yml.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt, built from PUBLIC_URL (spec §2.2 keeps '.txt' paths without a trailing slash). */
export function robots(publicUrl: string) {
  const body = robotsTxt(publicUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/robots.txt' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=86400').send(body);
  };
}
