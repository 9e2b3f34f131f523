import sharp from 'sharp';

/**
 * Pictures made at test time with sharp (no binary fixtures): a noisy photo-like JPEG or PNG of the
 * size asked. Noise compresses badly, so a large one is large in bytes too (the bench's 10 MB).
 */
export async function testPicture(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', quality = 85): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  return format === 'png' ? image.png({ compressionLevel: 1 }).toBuffer() : image.jpeg({ quality }).toBuffer();
}

/** A plain picture of many pixels but few bytes (one colour compresses to almost nothing). */
export async function plainPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e8d8c0' } })
    .png()
    .toBuffer();
}
