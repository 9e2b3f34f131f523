/**
 * What must not reach a log in the clear: phones and e-mails wherever they turn up in a logged
 * value (a search for a phone number, an address in a query string, an object a handler logs), and
 * credentials by name. Cookies and tokens travel in known places (headers, `sid`), so they are
 * redacted by key in shared/node/logger.ts; phones and e-mails have no fixed place, so they are
 * recognised by shape here.
 */

/** What stands in for a hidden value. */
export const CENSOR = '[скрыто]';

// A Russian mobile or city number as people write it: +7/7/8, then ten digits with spaces, dashes, brackets.
const PHONE = /(?<![\d])(?:\+7|7|8)[\s\-()]*\d{3}[\s\-()]*\d{3}[\s-]*\d{2}[\s-]*\d{2}(?![\d])/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;

/** Query parameters whose value is a credential or personal whatever it looks like. */
const SECRET_PARAMS = new Set(['phone', 'tel', 'email', 'mail', 'token', 'sid', 'password', 'code', 'key', 'secret']);

/** A phone keeps its last two digits, an e-mail its domain: enough to tell two apart, not to call or write. */
export function scrubText(text: string): string {
  return text
    .replace(PHONE, (phone) => `+7 ***-***-**-${phone.replace(/\D/g, '').slice(-2)}`)
    .replace(EMAIL, (_address, domain: string) => `***@${domain}`);
}

/**
 * A request's path and query as a log line shows it: the path scrubbed, each query value scrubbed
 * (decoded first, so `%2B7%20916…` is caught too) and a secret parameter's value hidden.
 */
export function scrubUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = scrubText(safeDecode(mark < 0 ? url : url.slice(0, mark)));
  if (mark < 0) return path;
  const query = new URLSearchParams(url.slice(mark + 1));
  const parts: string[] = [];
  for (const [name, value] of query) {
    const shown = SECRET_PARAMS.has(name.toLowerCase()) ? CENSOR : scrubText(value);
    parts.push(`${name}=${shown}`);
  }
  return `${path}?${parts.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A log object with phones and e-mails masked in its string values, a few levels deep (what our
 * handlers log is shallow). Errors and other class instances are left to their serializers.
 */
export function scrubValues(value: unknown, depth = 3): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValues(item, depth - 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubValues(item, depth - 1);
  return out;
}
