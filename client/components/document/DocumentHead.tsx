import { preload } from 'react-dom';
import { nunitoFile } from '../global/font-file';
import { APPLE_TOUCH_ICON, FAVICON, HEAD_ICON_SIZE, iconUrl, SPLASH_SCREENS, splashUrl, THEME_COLOR, WEB_MANIFEST } from './app-icons';

/** The one font file every page needs first; the server also names it in its 103 Early Hints. */
export const FONT_PRELOAD = nunitoFile('first', 400);

/**
 * What <head> holds on every page: viewport, PWA manifest, icons and theme colour (app-icons.ts,
 * which the manifest is made from too) and the font preload. The title, description and the rest
 * of the page's own head come from PageSeo (client/components/seo).
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
      <meta name="theme-color" content={THEME_COLOR} />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <link rel="manifest" href={WEB_MANIFEST} />
      <link rel="icon" type="image/svg+xml" href={FAVICON} />
      <link rel="icon" type="image/png" sizes={`${HEAD_ICON_SIZE}x${HEAD_ICON_SIZE}`} href={iconUrl(HEAD_ICON_SIZE)} />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
      {SPLASH_SCREENS.map((screen) => {
        const [w, h, ratio] = screen;
        return (
          <link
            key={`${w}x${h}`}
            rel="apple-touch-startup-image"
            media={`(device-width: ${w}px) and (device-height: ${h}px) and (-webkit-device-pixel-ratio: ${ratio})`}
            href={splashUrl(screen)}
          />
        );
      })}
    </>
  );
}
