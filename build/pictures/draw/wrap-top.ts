import { lerp } from './geometry';
import { bow, lines, stitches } from './parts';
import { topDetails, topOutline, type TopShape } from './top';
import type { Draw } from './types';

// Распашонка: a newborn's top whose front panels wrap across and tie at the side.

const o: TopShape = {
  neckDepth: 186,
  neck: [452, 162],
  shoulder: [540, 186],
  armpit: [522, 278],
  hip: [536, 586],
  hemY: 592,
  sleeve: 'long',
  bottom: 'straight',
};

export const drawWrapTop: Draw = (p, side) => {
  let over = topDetails(o, p, side);
  if (side === 'front') {
    // The edge of the upper panel runs from the right shoulder down to the left side, where it ties.
    const edge = 'M452 166C420 260 340 380 270 452';
    const binding = 'M438 170C408 258 330 372 262 438';
    const tie = lerp([270, 452], [262, 438], 0.5);
    over += lines(edge, p.line, 3) + stitches(binding, p);
    over += bow(tie[0] + 2, tie[1] + 4, 0.8, p.fill, p);
    // The under panel's tie shows through its side-seam slot.
    over += `<path d="M560 420l-18 6" stroke="${p.seam}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return { shape: `<path d="${topOutline(o, side)}"/>`, over, focus: [360, 360], texture: 'knit' };
};
