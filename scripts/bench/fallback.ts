import { unstable_serialize } from 'swr';
import { createApiClient } from '../../shared/api/client';
import { layoutData } from '../../client/routes/layout';
import { requestForKey } from '../../shared/api/keys';
import { STATE_GLOBAL, type ShopState } from '../../client/state';

/**
 * The SWR fallback the server rendered the page with, read back from its
 * `window.__SHOP_STATE__=…` bootstrap script; null when the page has none.
 */
export function fallbackFromHtml(html: string): Record<string, unknown> | null {
  const m = new RegExp(`window\\.${STATE_GLOBAL}\\s*=\\s*([\\s\\S]*?);?\\s*</script>`).exec(html);
  if (!m) return null;
  try {
    // The serializer escapes <, >, & and line separators as \uXXXX, which JSON reads back.
    return (JSON.parse(m[1]!) as ShopState).fallback;
  } catch {
    return null;
  }
}

/** The layout's keys fetched through the shop's /api proxy, as the server would prefetch them. */
export async function fallbackFromApi(baseUrl: string, pathname: string): Promise<Record<string, unknown>> {
  const api = createApiClient({ baseUrl });
  const fallback: Record<string, unknown> = {};
  await Promise.all(
    layoutData({ pathname, cookies: {} }).fetch.map(async (key) => {
      try {
        fallback[unstable_serialize(key)] = await api.call(requestForKey(key));
      } catch {
        // a call this slice does not answer yet: the page renders without it
      }
    }),
  );
  return fallback;
}
