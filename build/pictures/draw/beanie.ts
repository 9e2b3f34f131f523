import { mirrored, mirroredLine } from './geometry';
import { lines, stitches } from './parts';
import type { Draw } from './types';

// Шапка в рубчик с отворотом: a rib-knit beanie, its double turn-up folded over the lower edge; no flaps, no ties.

const body = mirrored(
  [400, 168],
  [
    ['C', 506, 168, 574, 246, 578, 340],
    ['L', 586, 484],
    ['Q', 588, 506, 566, 508],
    ['Q', 480, 514, 400, 514],
  ],
);

function ribbing(): string {
  let d = '';
  for (let x = 236; x <= 564; x += 22) {
    const top = 200 + Math.abs(x - 400) ** 1.6 / 18;
    d += `M${x} ${Math.round(top)}V372`;
  }
  return d;
}

export const drawBeanie: Draw = (p, side) => {
  const fold = mirroredLine([400, 384], [['Q', 500, 384, 581, 376]]);
  let cuffRibs = '';
  for (let x = 232; x <= 568; x += 16) cuffRibs += `M${x} 392V500`;
  const over =
    lines(ribbing(), p.seam, 1.8, 0.55) +
    lines(fold, p.line, 3) +
    lines(cuffRibs, p.seam, 2, 0.7) +
    (side === 'back' ? stitches('M400 176V374', p) : '');
  return { shape: `<path d="${body}"/>`, over, focus: [460, 420], texture: 'knit' };
};
