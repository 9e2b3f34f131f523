import { colors } from '../../ui/theme';

/**
 * The shop's icons, iOS start-up images and colours (spec §9), written once: the document's
 * <head> (DocumentHead) and the web manifest (server/middleware/web-manifest.ts) both read them,
 * so the browser's bar and the installed app cannot disagree. The files are in client/public/.
 */

/** The browser's bar (theme-color) and the installed app's title bar. */
export const THEME_COLOR = colors.sageDark;
/** The installed app's splash background while it starts. */
export const BACKGROUND_COLOR = colors.milk;

/** Where the server answers the web manifest made from what follows. */
export const WEB_MANIFEST = '/manifest.webmanifest';
export const FAVICON = '/favicon.svg';
/** Full bleed, 180×180: iOS rounds the corners itself. */
export const APPLE_TOUCH_ICON = '/icons/icon-180.png';

/** The square PNG icons the manifest lists, each for 'any' and 'maskable' use. */
export const ICON_SIZES = [64, 128, 192, 256, 384, 512] as const;
/** The one PNG icon the <head> links too (browsers without SVG icons). */
export const HEAD_ICON_SIZE = 192;
export const iconUrl = (size: number) => `/icons/icon-${size}.png`;

/** iOS start-up images (portrait): [width, height, pixel ratio] of the iPhone, in CSS px. */
export const SPLASH_SCREENS: ReadonlyArray<readonly [number, number, number]> = [
  [375, 667, 2], // SE 2nd/3rd gen, 8
  [414, 896, 2], // XR, 11
  [375, 812, 3], // X, XS, 11 Pro, 12/13 mini
  [390, 844, 3], // 12, 13, 14
  [393, 852, 3], // 14 Pro, 15, 16
  [428, 926, 3], // 12/13 Pro Max, 14 Plus
  [430, 932, 3], // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
];

/** The file of a start-up image, sized in device pixels. */
export const splashUrl = ([w, h, ratio]: readonly [number, number, number]) => `/splash/splash-${w * ratio}x${h * ratio}.png`;
