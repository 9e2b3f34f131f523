/**
 * Links to the static files of client/public/ that the document's <head> declares (spec §9:
 * site manifest, icons 64–512 px, iOS splash images). The files are committed; the build copies
 * them to dist/public/.
 */

export const THEME_COLOR = '#7c9a7e';
export const BACKGROUND_COLOR = '#fbf8f3';

export const headLinks = {
  manifest: '/manifest.webmanifest',
  /** `<link rel="icon" type="image/svg+xml">`; there is no favicon.ico. */
  favicon: '/favicon.svg',
  /** `<link rel="apple-touch-icon">`, 180×180, full bleed (iOS rounds the corners itself). */
  appleTouchIcon: '/icons/icon-180.png',
  serviceWorker: '/sw.js',
} as const;

export interface SplashScreen {
  href: string;
  media: string;
}

/** [CSS width, CSS height, device pixel ratio] of the iPhones whose splash images we ship. */
const SCREENS: ReadonlyArray<readonly [number, number, number]> = [
  [375, 667, 2], // SE 2nd/3rd gen, 8
  [414, 896, 2], // XR, 11
  [375, 812, 3], // X, XS, 11 Pro, 12/13 mini
  [390, 844, 3], // 12, 13, 14
  [393, 852, 3], // 14 Pro, 15, 16
  [428, 926, 3], // 12/13 Pro Max, 14 Plus
  [430, 932, 3], // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
];

/** `<link rel="apple-touch-startup-image" href media>` for each shipped splash image (portrait). */
export const splashScreens: readonly SplashScreen[] = SCREENS.map(([w, h, dpr]) => ({
  href: `/splash/splash-${w * dpr}x${h * dpr}.png`,
  media: `(device-width: ${w}px) and (device-height: ${h}px) and (-webkit-device-pixel-ratio: ${dpr}) and (orientation: portrait)`,
}));
