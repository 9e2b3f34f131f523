import qrcode from 'qrcode-generator';

/**
 * The QR code of an SBP link as an SVG document, drawn here so that the page loads no outside image.
 * Level M survives a smudge and keeps a ~100-character link small enough for a phone's camera.
 */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  // Scalable: the page decides its size; four modules of quiet zone as the QR standard asks.
  return qr.createSvgTag({ cellSize: 4, margin: 16, scalable: true });
}
