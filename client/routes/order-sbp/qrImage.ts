/**
 * The payment's QR code (an SVG document from our api) as an <img> source: an image cannot run
 * scripts or touch the page, so the markup is never put into the document itself.
 */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
