import { STATE_GLOBAL, type ShopState } from '../../client/state';

/**
 * Characters that would let data end the <script> it sits in, or break it as JavaScript:
 * '<' and '>' ('</script>', '<!--'), '&', and the line separators U+2028/U+2029 that older
 * engines reject inside string literals. Same set as React Router's `escapeHtml`.
 */
const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const UNSAFE_RE = /[<>&\u2028\u2029]/g;

/** JSON of `value` that is safe to place inside an inline `<script>` (the SWR fallback state). */
export function serializeState(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE_RE, (ch) => UNSAFE[ch]!);
}

const STATE_SCRIPT = new RegExp(`window\\.${STATE_GLOBAL}\\s*=\\s*([\\s\\S]*?);?\\s*</script>`);

/** The escaped JSON of a rendered page's bootstrap script (`window.__SHOP_STATE__=…`), as sent; null without one. */
export function stateJson(html: string): string | null {
  return STATE_SCRIPT.exec(html)?.[1] ?? null;
}

/**
 * What a rendered page hands the client, read back from its bootstrap script: the tests and the
 * SSR bench read pages with it. The escapes are \uXXXX, which JSON reads back. Null when the page
 * has no state (a plain error page) or it does not parse.
 */
export function readState(html: string): ShopState | null {
  const json = stateJson(html);
  if (json === null) return null;
  try {
    return JSON.parse(json) as ShopState;
  } catch {
    return null;
  }
}
