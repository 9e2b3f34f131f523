import type { NextFunction, Request, Response } from 'express';
import { colors } from '../../client/ui/theme';

/** The square PNG icons of client/public/icons/, each for 'any' and 'maskable' use (the page's head links the 192 px one). */
const ICON_SIZES = [64, 128, 192, 256, 384, 512];

/**
 * The web manifest (spec §9: the shop installs as an app). Its theme colour is the one the
 * document's <head> gives the browser's bar (client/components/document/DocumentHead.tsx): the
 * palette's sage dark, one colour for the tab and the installed app.
 */
export function webManifest() {
  const icons = (purpose: 'any' | 'maskable') =>
    ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose }));
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
    // The installed app's splash background while it starts: the page's.
    background_color: colors.milk,
    theme_color: colors.sageDark,
    icons: [...icons('any'), ...icons('maskable')],
  };
}

/** GET /manifest.webmanifest, cached for an hour as the static files beside it were. */
export function webManifestRoute() {
  const body = JSON.stringify(webManifest(), null, 2);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/manifest.webmanifest' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.type('application/manifest+json; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}
