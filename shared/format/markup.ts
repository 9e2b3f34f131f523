const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text, or an attribute's value, as HTML or XML: the five characters markup reads as its own become
 * entities. `&#39;` for the apostrophe, which XML and every HTML reader know (`&apos;` is not HTML 4's).
 * Letters (api/notices/html.ts) use it, and the sitemap and the YML feed through `xmlText`.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * Text or an attribute's value in the XML documents the storefront writes (the sitemap, the Market
 * feed): escaped as all our markup is, and the characters XML 1.0 forbids (control codes) dropped,
 * so that no value an editor typed can make the whole document unreadable to a robot.
 */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeMarkup(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));
}
