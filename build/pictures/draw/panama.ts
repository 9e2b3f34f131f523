import { ellipse, mirrored } from './geometry';
import { lines, stitches } from './parts';
import type { Draw } from './types';

// Панама: a soft sun hat, seen a little from above: a round crown and a wide brim all round.

const brim = ellipse(400, 470, 282, 116);
const crown = mirrored(
  [400, 236],
  [
    ['C', 480, 236, 530, 262, 540, 330],
    ['L', 552, 456],
    ['Q', 480, 482, 400, 482],
  ],
);

export const drawPanama: Draw = (p, side) => {
  // Only the near half of the brim's stitching shows: the crown hides the rest.
  const rings = stitches('M148 472A252 100 0 0 0 652 472M178 476A222 86 0 0 0 622 476', p);
  const band = lines('M252 436Q400 476 548 436', p.seam, 2.4) + lines('M250 412Q400 454 550 412', p.seam, 2.4);
  const seams =
    side === 'front' ? stitches('M400 240V474M330 258Q316 360 320 468M470 258Q484 360 480 468', p) : stitches('M400 240V474', p);
  return { shape: `<path d="${brim}"/><path d="${crown}"/>`, over: rings + band + seams, focus: [560, 500], fit: 1, texture: 'smooth' };
};
