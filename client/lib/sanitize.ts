import xssModule from 'xss';
import type * as Xss from 'xss';

// xss is CommonJS and copies its helpers onto module.exports in a loop, which Node's ESM import
// cannot see as named exports; the default import (module.exports) works in Node and in bundles.
const { FilterXSS, escapeAttrValue, escapeHtml, friendlyAttrValue, safeAttrValue } = xssModule as unknown as typeof Xss;

/**
 * The ONE sanitizer for HTML that comes from the back-end (poster text, error messages shown as
 * toast bodies; STYLE.md anti-patterns). An allowlist of tags and attributes; everything else is
 * dropped: no style, no on* handlers, no script/style/iframe/svg content, links only to http(s),
 * mailto, tel or relative addresses.
 */
const ALLOWED: Xss.IWhiteList = {
  p: [],
  br: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  a: ['href', 'target', 'rel', 'title'],
  ul: [],
  ol: [],
  li: [],
  span: [],
  small: [],
  h2: [],
  h3: [],
  h4: [],
};

/** Tags whose content is dropped along with the tag, not kept as text. */
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'textarea', 'title'];

const SAFE_REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored', 'external']);

/** http(s), mailto, tel, or relative (no scheme at all); control and blank characters never count. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore tabs and newlines inside a URL ('java\tscript:'), so judge the URL without them.
  // eslint-disable-next-line no-control-regex
  const url = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url === '') return false;
  if (/^(https?:|mailto:|tel:)/i.test(url)) return true;
  // A relative URL: nothing that looks like a scheme before the first '/', '?' or '#'.
  return !/^[^/?#]*:/.test(url) && !url.startsWith('\\');
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  // Not `stripIgnoreTag`: it also eats text after a lone '<' ('1 < 2' → '1 '); this drops only
  // things that really look like tags and escapes the rest.
  onIgnoreTag: (_tag, html) => (/^<\/?[a-z!?]/i.test(html) ? '' : escapeHtml(html)),
  stripIgnoreTagBody: DROP_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag !== 'a') return undefined;
    if (name === 'target') return value === '_blank' || value === '_self' ? `target="${value}"` : '';
    if (name === 'rel') {
      const tokens = value
        .toLowerCase()
        .split(/\s+/)
        .filter((t) => SAFE_REL_TOKENS.has(t));
      return tokens.length ? `rel="${tokens.join(' ')}"` : '';
    }
    return undefined;
  },
  safeAttrValue(tag, name, value, cssFilter) {
    if (name !== 'href') return safeAttrValue(tag, name, value, cssFilter);
    // Decode entities first ('&#106;avascript:'), then judge; the library's own rule lets data:image through.
    const href = friendlyAttrValue(value).trim();
    return isSafeHref(href) ? escapeAttrValue(href) : '';
  },
});

/** Links that open a new tab never hand the shop's window to the other site. */
function secureBlankTargets(html: string): string {
  return html.replace(/<a\s([^>]*)>/g, (tag, attrs: string) => {
    if (!/(^|\s)target="_blank"/.test(attrs)) return tag;
    const relMatch = /(^|\s)rel="([^"]*)"/.exec(attrs);
    const rel = new Set((relMatch?.[2] ?? '').split(' ').filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    const rest = attrs.replace(/(^|\s)rel="[^"]*"/, '').trim();
    return `<a ${rest} rel="${[...rel].join(' ')}">`;
  });
}

/** Clean back-end HTML for `dangerouslySetInnerHTML`. Null and undefined give ''. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return secureBlankTargets(filter.process(html));
}
