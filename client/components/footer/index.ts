import { partCode } from '../../lib/lazyPage';

/**
 * The footer's code (Footer.tsx), loaded after the page's: the server renders the footer with
 * every page of the default layout and the browser hydrates it when this arrives (DefaultLayout,
 * lazyPart), so no page carries it in its first JavaScript. Import the footer through this, never
 * Footer.tsx itself, or it is back in the entry.
 */
export const footerCode = partCode(() => import('./Footer').then((m) => m.Footer));
