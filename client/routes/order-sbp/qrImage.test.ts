import { describe, expect, it } from 'vitest';
import { qrImageSrc } from './qrImage';

describe('the QR code image', () => {
  it('is a data URL of the SVG, escaped so that no markup is left', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h7v7H0z" fill="#000"/></svg>';
    const src = qrImageSrc(svg);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toMatch(/[<>"#]/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(svg);
  });
});
