/** FNV-1a: a stable hash, so that the demo stock and popularity are the same on every seed. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Demo stock of one size: mostly a few pieces, about one size in eight sold out, so that every
 * page shows what sold out looks like.
 */
export function demoStock(productCode: string, size: string): number {
  const h = stableHash(`${productCode}:${size}`);
  if (h % 8 === 0) return 0;
  return 1 + (h % 14);
}
