/**
 * A fresh key for one placement attempt (an order, a one-click order): a retry of the same attempt
 * sends the same key and the api answers with the order it already placed. randomUUID needs a
 * secure context (https or localhost), so a plain-http address falls back to getRandomValues.
 */
export function newIdempotencyKey(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
