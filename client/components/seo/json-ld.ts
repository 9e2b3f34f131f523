/**
 * JSON for a `<script type="application/ld+json">`: '<', '>' and '&' as \u escapes so that no
 * product name can close the script ('</script>') or open a comment; U+2028/9 for old parsers.
 * JSON readers decode the escapes back, so the data is unchanged.
 */
export function jsonLdText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
