import type { Paint } from './paint';
import { topDetails, topOutline, type TopShape } from './top';
import type { Draw, Drawing } from './types';

// Straight-hemmed tops: the kids' t-shirt, the longer mum's t-shirt, the long-sleeve and the tank top.

function top(o: TopShape, extra?: (p: Paint) => string): Draw {
  return (p, side): Drawing => ({
    shape: `<path d="${topOutline(o, side)}"/>`,
    over: topDetails(o, p, side) + (side === 'front' && extra ? extra(p) : ''),
    focus: [400, o.neckDepth + 40],
    texture: 'knit',
  });
}

export const drawTShirt = top({
  neckDepth: 218,
  neck: [452, 174],
  shoulder: [548, 200],
  armpit: [528, 296],
  hip: [540, 624],
  hemY: 630,
  sleeve: 'short',
  bottom: 'straight',
});

export const drawLongSleeve = top({
  neckDepth: 210,
  neck: [452, 166],
  shoulder: [542, 190],
  armpit: [524, 284],
  hip: [534, 618],
  hemY: 624,
  sleeve: 'long',
  bottom: 'straight',
});

// A grown-up cut: narrower for its length, set-in short sleeves, and «мама» embroidered on the chest.
export const drawTShirtMom = top(
  {
    neckDepth: 196,
    neck: [446, 148],
    shoulder: [528, 168],
    armpit: [522, 262],
    hip: [540, 668],
    hemY: 674,
    sleeve: 'short',
    bottom: 'straight',
  },
  (p) =>
    `<text x="400" y="318" font-family="Nunito, sans-serif" font-size="46" font-weight="700" fill="${p.seam}" text-anchor="middle">мама</text>`,
);

export const drawTankTop = top({
  neckDepth: 236,
  neck: [454, 156],
  shoulder: [504, 158],
  armpit: [548, 318],
  hip: [548, 636],
  hemY: 642,
  sleeve: 'none',
  bottom: 'straight',
});
