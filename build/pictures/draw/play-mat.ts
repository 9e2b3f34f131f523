import { ellipse } from './geometry';
import { stitches } from './parts';
import type { Draw } from './types';

// Игровой коврик: a quilted round mat with two crossed play arches and hanging toys.

const WOOD = '#dcc29c';
const WOOD_LINE = '#a88a62';
const STAR = '#ecc66e';

const arches = 'M186 640C200 210 600 190 612 520M614 640C600 210 200 190 188 520';

function toys(p: { line: string; light: string; trim: string }): string {
  const strings = `<path d="M322 318V400M400 286V380M478 318V410" stroke="${p.line}" stroke-width="2"/>`;
  const star = `<path d="M322 392l11 22 24 3-18 16 5 24-22-12-22 12 5-24-18-16 24-3z" fill="${STAR}" stroke="${p.line}" stroke-width="2.4" stroke-linejoin="round"/>`;
  const moon = `<path d="M414 378a34 34 0 1 0 10 52a26 26 0 1 1-10-52z" fill="${p.light}" stroke="${p.line}" stroke-width="2.4"/>`;
  const ring = `<circle cx="478" cy="434" r="24" fill="none" stroke="${WOOD_LINE}" stroke-width="14"/><circle cx="478" cy="434" r="24" fill="none" stroke="${WOOD}" stroke-width="9"/>`;
  return strings + star + moon + ring;
}

export const drawPlayMat: Draw = (p, side) => {
  const quilt = stitches(ellipse(400, 590, 300, 124) + ellipse(400, 590, 200, 80) + 'M400 470V710M110 590H690', p);
  const frame =
    `<path d="${arches}" fill="none" stroke="${WOOD_LINE}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="${arches}" fill="none" stroke="${WOOD}" stroke-width="16" stroke-linecap="round"/>`;
  return {
    shape: `<path d="${ellipse(400, 590, 330, 144)}"/>`,
    over: quilt + (side === 'front' ? frame + toys(p) : ''),
    focus: [520, 620],
    fit: 1,
    texture: 'knit',
  };
};
