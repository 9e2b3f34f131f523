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
