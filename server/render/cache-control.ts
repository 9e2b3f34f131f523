/**
 * Cache-Control of a rendered page. Personal pages (/personal/…: basket, checkout, orders, the SBP
 * payment) carry one shopper's data, prefetched with their cookie: no cache may keep them, the
 * browser's own included (the back button must not show a paid order as unpaid). Other pages are
 * private too, since the header can hold the shopper's counts, but may be kept and revalidated.
 */
export function pageCacheControl(path: string): string {
  return path === '/personal/' || path.startsWith('/personal/') ? 'private, no-store' : 'private, no-cache';
}
