import { striped } from './adorn';
import { mirroredLine, pair } from './geometry';
import { lines, part, stitches } from './parts';
import { topDetails, topOutline, type TopShape } from './top';
import type { Draw } from './types';

// Платье: flutter sleeves (or long ones with cuffs), a round collar, a gathered waist and a full
// skirt; plain or in stripes.

const short: TopShape = {
  neckDepth: 214,
  neck: [448, 172],
  shoulder: [528, 192],
  armpit: [512, 276],
  waist: [502, 372],
  hip: [640, 648],
  hemY: 664,
  sleeve: 'short',
  bottom: 'flare',
};

function gathers(): string {
  let d = '';
  for (let x = 316; x <= 484; x += 24) d += `M${x} 386q${(x - 400) / 10} 40 ${(x - 400) / 6} 80`;
  return d;
}

function dress(o: TopShape): Draw {
  return (p, side) => {
    let over = topDetails(o, p, side);
    over += lines(mirroredLine([400, 372], [['L', 502, 372]]), p.seam, 2.6) + lines(gathers(), p.seam, 2, 0.7);
    over += stitches(mirroredLine([400, 646], [['Q', 520, 640, 626, 628]]), p);
    if (side === 'front') {
      const collar = pair(
        [400, 214],
        [
          ['C', 430, 214, 452, 190, 450, 172],
          ['C', 478, 186, 484, 226, 462, 244],
          ['C', 440, 260, 408, 248, 400, 222],
        ],
        true,
      );
      over += part(collar, p.light, p);
    }
    return { shape: `<path d="${topOutline(o, side)}"/>`, over, focus: [400, 372], texture: 'knit' };
  };
}

export const drawDress = dress(short);
export const drawDressLong = dress({ ...short, sleeve: 'long' });
export const drawDressStripes = striped(drawDress);
