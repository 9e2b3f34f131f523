import { preload } from 'react-dom';
import { colors } from '../../ui/theme';
import { nunitoFile } from '../global/font-file';

// iOS start-up images of client/public/splash (spec §9): [width, height, pixel ratio] in CSS px.
const SPLASH: [number, number, number][] = [
  [375, 667, 2],
  [414, 896, 2],
  [375, 812, 3],
  [390, 844, 3],
  [393, 852, 3],
  [428, 926, 3],
  [430, 932, 3],
];

/** The one font file every page needs first; the server also names it in its 103 Early Hints. */
export const FONT_PRELOAD = nunitoFile('first', 400);

/**
 * What <head> holds on every page: viewport, PWA manifest, icons and the font preload. The title,
 * description and the rest of the page's own head come from PageSeo (client/routes/PageSeo.tsx).
 * The theme colour and the PNG icon are the web manifest's too (server/middleware/web-manifest.ts;
 * test/server/web-manifest.test.ts holds them together).
 *
 * The font goes through React's `preload`, not a <link> of this tree: React writes font preloads
 * right after the charset and viewport, ahead of anything else, where a <link>
 * element came after all of them (46 on the home page) and the text of the first paint waited behind them.
 */
export function DocumentHead() {
  preload(FONT_PRELOAD, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <>
      <meta charSet="utf-8" />
      {/* Spec §9: the viewport disables user zoom. */}
      <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover" />
      <meta name="theme-color" content={colors.sageDark} />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <link rel="icon" type="image/png" sizes="192x192" href="/icons/icon-192.png" />
      <link rel="apple-touch-icon" href="/icons/icon-180.png" />
      {SPLASH.map(([w, h, ratio]) => (
        <link
          key={`${w}x${h}`}
          rel="apple-touch-startup-image"
          media={`(device-width: ${w}px) and (device-height: ${h}px) and (-webkit-device-pixel-ratio: ${ratio})`}
          href={`/splash/splash-${w * ratio}x${h * ratio}.png`}
        />
      ))}
    </>
  );
}
