import { leaf, words } from './adorn';
import { mirroredLine } from './geometry';
import type { Paint } from './paint';
import { lines } from './parts';
import { topDetails, topOutline, type TopShape } from './top';
import type { Draw, Drawing } from './types';

// Straight-hemmed tops: the kids' t-shirt, the longer mum's t-shirt, the long-sleeve, the sweatshirt and the tank top.

/** A top of shape `o`: `front` is drawn on its front; `hem`, on both sides, replaces the stitched hem. */
function top(o: TopShape, front?: (p: Paint) => string, hem?: (p: Paint) => string): Draw {
  return (p, side): Drawing => ({
    shape: `<path d="${topOutline(o, side)}"/>`,
    over: topDetails(o, p, side, !hem) + (side === 'front' && front ? front(p) : '') + (hem ? hem(p) : ''),
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

const longSleeve: TopShape = {
  neckDepth: 210,
  neck: [452, 166],
  shoulder: [542, 190],
  armpit: [524, 284],
  hip: [534, 618],
  hemY: 624,
  sleeve: 'long',
  bottom: 'straight',
};

export const drawLongSleeve = top(longSleeve);

// A grown-up cut: narrower for its length, set-in short sleeves; «мама» or «вместе» embroidered on the chest.
const mom: TopShape = {
  neckDepth: 196,
  neck: [446, 148],
  shoulder: [528, 168],
  armpit: [522, 262],
  hip: [540, 668],
  hemY: 674,
  sleeve: 'short',
  bottom: 'straight',
};

export const drawTShirtMom = top(mom);
export const drawTShirtMomMama = top(mom, (p) => words('мама', 400, 318, 46, p));
export const drawTShirtMomVmeste = top(mom, (p) => words('вместе', 400, 318, 40, p));

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

/** Свитшот: the long-sleeve's cut with a ribbed band at the hem. */
export const drawSweatshirt = top(longSleeve, undefined, (p) => {
  const band = mirroredLine([400, 580], [['Q', 470, 579, 531, 574]]);
  let ribbing = '';
  for (let x = 278; x <= 522; x += 16) ribbing += `M${x} ${x < 300 || x > 500 ? 577 : 580}V${x < 300 || x > 500 ? 614 : 620}`;
  return lines(band, p.seam, 2.4) + lines(ribbing, p.seam, 1.8, 0.7);
});

/** С принтом «Листики»: leaves scattered over the front. */
export const drawLongSleeveLeaves = top(longSleeve, (p) =>
  [
    [340, 290, 0.9, -30],
    [452, 270, 0.8, 25],
    [400, 380, 1, 10],
    [318, 460, 0.85, -15],
    [470, 470, 0.95, 35],
    [392, 548, 0.75, -40],
  ]
    .map(([x, y, s, a]) => leaf(x!, y!, s!, a!, p.trim, p.line))
    .join(''),
);
