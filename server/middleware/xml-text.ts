import { escapeMarkup } from '../../shared/format/markup';

/**
 * Text or an attribute's value in the XML documents the storefront writes (the sitemap, the Market
 * feed): escaped as all our markup is, and the characters XML 1.0 forbids (control codes) dropped,
 * so that no value an editor typed can make the whole document unreadable to a robot.
 */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeMarkup(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));
}
