const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text, or an attribute's value, as HTML or XML: the five characters markup reads as its own become
 * entities. `&#39;` for the apostrophe, which XML and every HTML reader know (`&apos;` is not HTML 4's).
 * Letters (api/notify/html.ts) use it, and the sitemap and the YML feed through server/middleware/xml-text.ts.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
