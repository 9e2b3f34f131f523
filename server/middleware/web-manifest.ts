import type { NextFunction, Request, Response } from 'express';
import { BACKGROUND_COLOR, ICON_SIZES, iconUrl, THEME_COLOR, WEB_MANIFEST } from '../../client/components/document/app-icons';

/**
 * The web manifest (spec §9: the shop installs as an app), made from the icons and colours the
 * document's <head> links (client/components/document/app-icons.ts), so the two cannot drift.
 */
export function webManifest() {
  const icons = (purpose: 'any' | 'maskable') =>
    ICON_SIZES.map((size) => ({ src: iconUrl(size), sizes: `${size}x${size}`, type: 'image/png', purpose }));
  return {
    name: 'Хлопушки — одежда из органического хлопка',
    short_name: 'Хлопушки',
    description: 'Интернет-магазин одежды из органического хлопка для малышей и детей',
    lang: 'ru',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [...icons('any'), ...icons('maskable')],
  };
}

/** GET /manifest.webmanifest (WEB_MANIFEST), cached for an hour as the static files beside it were. */
export function webManifestRoute() {
  const body = JSON.stringify(webManifest(), null, 2);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== WEB_MANIFEST || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.type('application/manifest+json; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}
