import { ellipse, mirrored } from './geometry';
import { lines, snaps, stitches } from './parts';
import type { Draw } from './types';

// Нагрудник: a round bib with a neck opening, overlapping straps closed by a press stud, a catch pocket.

const outer = mirrored(
  [400, 152],
  [
    ['C', 468, 150, 516, 176, 530, 226],
    ['C', 612, 262, 640, 372, 620, 480],
    ['C', 598, 610, 506, 684, 400, 684],
  ],
);
const hole = ellipse(400, 282, 86, 80);
const piping =
  'M400 172C460 172 498 192 512 236C590 270 620 372 600 476C580 592 496 664 400 664C304 664 220 592 200 476C180 372 210 270 288 236C302 192 340 172 400 172';

export const drawBib: Draw = (p, side) => {
  let over = stitches(piping, p);
  if (side === 'front') {
    over += lines('M432 152Q420 176 426 204', p.line, 3) + snaps([[400, 180]], p, 9);
    over += lines('M258 560Q400 620 542 560', p.seam, 2.4);
    over += `<path d="M400 468c-16-22-52-10-38 18 8 14 26 24 38 34 12-10 30-20 38-34 14-28-22-40-38-18z" fill="${p.light}" stroke="${p.seam}" stroke-width="2.4"/>`;
  }
  return { shape: `<path fill-rule="evenodd" d="${outer}${hole}"/>`, over, focus: [400, 230], texture: 'terry' };
};
