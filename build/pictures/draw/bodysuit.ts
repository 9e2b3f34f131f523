import { mirroredLine, pair } from './geometry';
import { lines, snaps, stitches } from './parts';
import { topDetails, topOutline, type TopShape } from './top';
import type { Draw } from './types';

// Боди: envelope neck for easy dressing, crotch flap with three press studs.

const base: Omit<TopShape, 'sleeve'> = {
  neckDepth: 202,
  neck: [455, 160],
  shoulder: [538, 182],
  armpit: [520, 272],
  hip: [532, 500],
  hemY: 648,
  bottom: 'bodysuit',
};

function bodysuit(sleeve: 'short' | 'long'): Draw {
  const o: TopShape = { ...base, sleeve };
  return (p, side) => {
    let over = topDetails(o, p, side);
    // Envelope overlap on the shoulders and the bound leg openings.
    over += lines(pair([462, 166], [['Q', 486, 196, 482, 236]]), p.seam, 2.4);
    over += stitches(pair([514, 516], [['C', 480, 524, 462, 556, 458, 592]]), p);
    if (side === 'front') {
      over += lines(mirroredLine([400, 606], [['L', 446, 604]]), p.seam, 2.4);
      over += snaps(
        [
          [372, 628],
          [400, 630],
          [428, 628],
        ],
        p,
      );
    }
    return { shape: `<path d="${topOutline(o, side)}"/>`, over, focus: [420, 520], texture: 'knit' };
  };
}

export const drawBodysuitShort = bodysuit('short');
export const drawBodysuitLong = bodysuit('long');
