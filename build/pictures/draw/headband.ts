import { ellipse } from './geometry';
import { bow } from './parts';
import type { Draw } from './types';

// Повязка: a soft knitted headband seen from above, with a bow at the front.

const band = ellipse(400, 430, 250, 176) + ellipse(400, 424, 196, 126);

export const drawHeadband: Draw = (p, side) => {
  const stitching = `<ellipse cx="400" cy="428" rx="223" ry="151" fill="none" stroke="${p.seam}" stroke-width="2.2" stroke-dasharray="7 6"/>`;
  const front = side === 'front' ? bow(400, 590, 2.1, p.fill, p) : bow(400, 270, 1.2, p.fill, p);
  return { shape: `<path fill-rule="evenodd" d="${band}"/>`, over: stitching + front, focus: [400, 590], texture: 'knit' };
};
