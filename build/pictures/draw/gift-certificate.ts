import { part } from './parts';
import type { Draw } from './types';

// Подарочный сертификат: a card with a stitched border and the words, resting on its envelope.

const card = 'M176 262H624Q650 262 650 288V532Q650 558 624 558H176Q150 558 150 532V288Q150 262 176 262Z';
const ENVELOPE = '#fbf7f0';
const LEAF = 'M0 28C-26 8-20-26 0-36C20-26 26 8 0 28ZM0 40V-30';

export const drawGiftCertificate: Draw = (p, side) => {
  const under =
    `<g transform="rotate(-7 400 420)">` +
    part('M190 300H610Q630 300 630 320V560Q630 580 610 580H190Q170 580 170 560V320Q170 300 190 300Z', ENVELOPE, p) +
    `<path d="M172 310L400 450 628 310" fill="none" stroke="${p.line}" stroke-width="2.4" opacity=".6"/></g>`;
  const border = `<rect x="174" y="286" width="452" height="248" rx="14" fill="none" stroke="${p.seam}" stroke-width="2.4" stroke-dasharray="7 6"/>`;
  const leaf = (x: number, y: number, s: number): string =>
    `<path d="${LEAF}" transform="translate(${x} ${y}) scale(${s})" fill="${p.light}" stroke="${p.ink}" stroke-width="${(2.4 / s).toFixed(1)}"/>`;
  const words =
    `<g font-family="Nunito, sans-serif" font-weight="800" text-anchor="middle" fill="${p.ink}">` +
    `<text x="372" y="414" font-size="42">Подарочный</text><text x="372" y="462" font-size="42">сертификат</text></g>`;
  const ribbon = `<path d="M566 262H596V558H566Z" fill="${p.trim}" stroke="${p.line}" stroke-width="2.4"/>`;
  const over = border + ribbon + (side === 'front' ? leaf(372, 340, 0.9) + words : leaf(400, 410, 1.8));
  return { shape: `<path d="${card}"/>`, under, over, focus: [380, 410], texture: 'smooth' };
};
