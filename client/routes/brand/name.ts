/**
 * The `{product}` code as words for the heading: 'kids_towels' → 'Kids towels'. Here, not in
 * route.ts, since the page reads it too and route.ts loads the page (no import cycles).
 */
export function brandProductName(code: string): string {
  const words = code.replace(/[-_]+/g, ' ').trim();
  return `Вы и ${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
