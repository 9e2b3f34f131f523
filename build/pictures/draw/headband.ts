import { ellipse } from './geometry';
import { bow, lines, part } from './parts';
import type { Draw } from './types';

// Повязка: a soft knitted headband seen from above, with a bow or a turban knot at the front.

const band = ellipse(400, 430, 250, 176) + ellipse(400, 424, 196, 126);

const stitching = (p: { seam: string }) =>
  `<ellipse cx="400" cy="428" rx="223" ry="151" fill="none" stroke="${p.seam}" stroke-width="2.2" stroke-dasharray="7 6"/>`;

export const drawHeadband: Draw = (p, side) => {
  const front = side === 'front' ? bow(400, 590, 2.1, p.fill, p) : bow(400, 270, 1.2, p.fill, p);
  return { shape: `<path fill-rule="evenodd" d="${band}"/>`, over: stitching(p) + front, focus: [400, 590], texture: 'knit' };
};

/** С узелком: a turban knot at the front, the band gathered into it from both sides. */
export const drawHeadbandKnot: Draw = (p, side) => {
  const knot =
    part('M336 556C350 530 450 530 464 556C480 586 470 632 448 644C420 656 380 656 352 644C330 632 320 586 336 556Z', p.fill, p) +
    lines('M352 566C372 590 372 622 360 640M448 566C428 590 428 622 440 640M372 552C392 560 408 560 428 552', p.seam, 2.2) +
    lines('M300 560Q320 580 334 584M500 560Q480 580 466 584M296 590Q316 600 330 606M504 590Q484 600 470 606', p.seam, 2, 0.7);
  const over = stitching(p) + (side === 'front' ? knot : lines('M380 272Q400 262 420 272', p.seam, 2.4));
  return { shape: `<path fill-rule="evenodd" d="${band}"/>`, over, focus: [400, 590], texture: 'knit' };
};
