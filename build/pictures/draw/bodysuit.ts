import { star } from './adorn';
import { mirroredLine, pair } from './geometry';
import { lines, snaps, stitches } from './parts';
import { topDetails, topOutline, type TopShape } from './top';
import type { Paint } from './paint';
import type { Draw } from './types';

// Боди: envelope neck for easy dressing, crotch flap with three press studs; a tank, a wrap and an embroidered one.

const base: Omit<TopShape, 'sleeve'> = {
  neckDepth: 202,
  neck: [455, 160],
  shoulder: [538, 182],
  armpit: [520, 272],
  hip: [532, 500],
  hemY: 648,
  bottom: 'bodysuit',
};

// Sleeveless: narrow straps over the shoulder, deep armholes.
const tank: TopShape = { ...base, neck: [452, 160], shoulder: [502, 164], armpit: [538, 296], sleeve: 'none' };

interface Style {
  /** The envelope overlap on the shoulders (a wrap bodysuit opens at the front instead). */
  envelope: boolean;
  /** What the front shows besides the crotch studs. */
  front?: (p: Paint) => string;
}

function bodysuit(o: TopShape, style: Style = { envelope: true }): Draw {
  return (p, side) => {
    let over = topDetails(o, p, side);
    if (style.envelope) over += lines(pair([462, 166], [['Q', 486, 196, 482, 236]]), p.seam, 2.4);
    // The bound leg openings.
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
      over += style.front?.(p) ?? '';
    }
    return { shape: `<path d="${topOutline(o, side)}"/>`, over, focus: [420, 520], texture: 'knit' };
  };
}

export const drawBodysuitShort = bodysuit({ ...base, sleeve: 'short' });
export const drawBodysuitLong = bodysuit({ ...base, sleeve: 'long' });
export const drawBodysuitTank = bodysuit(tank);

/** На запах: the upper front panel crosses from the right shoulder to the left side and closes with studs. */
export const drawBodysuitWrap = bodysuit(
  { ...base, sleeve: 'long' },
  {
    envelope: false,
    front: (p) =>
      lines('M455 164C430 250 350 360 276 430', p.line, 3) +
      stitches('M441 168C416 252 338 356 266 418', p) +
      snaps(
        [
          [300, 404],
          [290, 452],
          [520, 300],
        ],
        p,
        6,
      ),
  },
);

/** «Звёзды»: stars embroidered on the chest. */
export const drawBodysuitStars = bodysuit(
  { ...base, sleeve: 'long' },
  {
    envelope: true,
    front: (p) => star(360, 300, 24, p.trim, p.line) + star(442, 268, 17, p.trim, p.line) + star(432, 350, 13, p.trim, p.line),
  },
);
