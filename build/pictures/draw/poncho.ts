import { ellipse, mirrored } from './geometry';
import { lines, part, stitches } from './parts';
import type { Draw } from './types';

// Полотенце-пончо: a terry poncho laid flat, its hood on top with little ears, the cape flaring to a
// rounded hem; the arms go out at the open sides.

const cape = mirrored(
  [400, 250],
  [
    ['C', 470, 250, 520, 262, 556, 300],
    ['L', 654, 624],
    ['Q', 664, 672, 616, 680],
    ['Q', 510, 694, 400, 694],
  ],
);
const hood = ellipse(400, 206, 118, 108);

export const drawTowelPoncho: Draw = (p, side) => {
  const ears = `<g fill="${p.fill}" stroke="${p.line}" stroke-width="4"><circle cx="312" cy="124" r="30"/><circle cx="488" cy="124" r="30"/></g>`;
  let over = stitches('M170 662Q400 690 630 662', p) + lines('M556 300L610 470M244 300L190 470', p.seam, 2.2, 0.8);
  if (side === 'front') {
    over += part(ellipse(400, 218, 80, 72), p.shade, p) + stitches(ellipse(400, 218, 94, 86), p);
  } else {
    over += lines('M400 100V312', p.seam, 2.4);
  }
  return { shape: `<path d="${cape}"/><path d="${hood}"/>`, under: ears, over, focus: [420, 480], fit: 1, texture: 'terry' };
};
