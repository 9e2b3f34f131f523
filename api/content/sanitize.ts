/**
 * Poster HTML as it is stored (issue 24: «sanitized on save»): sanitize-html's allowlist, the same
 * tags and link schemes the storefront's own sanitizer keeps (client/lib/sanitize.ts), so what the
 * owner saves is what shoppers see. No script, style or event handler, no javascript: or data: link.
 */
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'small', 'h2', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Their text is code or markup, never words for the shopper.
  nonTextTags: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'textarea', 'title'],
  transformTags: {
    // A link that opens a tab gets no handle on this one.
    a: (tagName, attribs) => {
      const target = attribs.target === '_blank' || attribs.target === '_self' ? attribs.target : undefined;
      const { target: _dropped, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : target ? { ...rest, target } : rest,
      };
    },
  },
};

/** The poster's text as it may reach a page; blank stays blank (the caller stores null). */
export function sanitizePosterHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
