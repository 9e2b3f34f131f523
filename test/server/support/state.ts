import { fallbackFromHtml } from '../../../scripts/bench/fallback';

/** The SWR fallback the page hands to the client in its bootstrap script (`window.__SHOP_STATE__=…`). */
export function fallbackOf(html: string): Record<string, unknown> {
  const fallback = fallbackFromHtml(html);
  if (!fallback) throw new Error('no serialized state in the page');
  return fallback;
}
