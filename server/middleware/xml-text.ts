const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text or an attribute's value in the XML documents the storefront writes (the sitemap, the Market
 * feed): escaped, and the characters XML 1.0 forbids (control codes) dropped, so that no value
 * an editor typed can make the whole document unreadable to a robot.
 */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}
