import { ellipse } from './geometry';
import type { Paint } from './paint';
import { stitches } from './parts';
import type { Draw } from './types';

// Игровые коврики, laid on the floor and seen from above at a slant: a round quilted one, smooth on
// its back, and a square one with appliqué clouds.

const piping = (d: string, p: Paint) => `<path d="${d}" fill="none" stroke="${p.trim}" stroke-width="8"/>`;

/** Круглый: rings and a cross of quilting on the front, the back smooth. */
export const drawPlayMat: Draw = (p, side) => {
  const quilt = side === 'front' ? stitches(ellipse(400, 470, 230, 136) + ellipse(400, 470, 130, 76) + 'M400 334V606M170 470H630', p) : '';
  return {
    shape: `<path d="${ellipse(400, 470, 320, 190)}"/>`,
    over: piping(ellipse(400, 470, 306, 178), p) + quilt,
    focus: [520, 500],
    fit: 1,
    texture: 'knit',
  };
};

const square = 'M150 230Q150 200 180 200H620Q650 200 650 230V670Q650 700 620 700H180Q150 700 150 670Z';

function cloud(x: number, y: number, s: number, p: Paint): string {
  const d = 'M-60 20A26 26 0 0 1-40-22A36 36 0 0 1 20-34A30 30 0 0 1 60 0A22 22 0 0 1 56 30H-50A22 22 0 0 1-60 20Z';
  return `<path d="${d}" transform="translate(${x} ${y}) scale(${s})" fill="${p.light}" stroke="${p.seam}" stroke-width="${(2.4 / s).toFixed(1)}"/>`;
}

/** «Облака»: square, quilted in squares, with clouds sewn on. */
export const drawPlayMatClouds: Draw = (p, side) => {
  let grid = '';
  for (let x = 250; x < 650; x += 100) grid += `M${x} 214V686`;
  for (let y = 300; y < 700; y += 100) grid += `M164 ${y}H636`;
  const clouds = side === 'front' ? cloud(290, 320, 1.1, p) + cloud(510, 460, 1.3, p) + cloud(300, 590, 0.9, p) : '';
  return {
    shape: `<path d="${square}"/>`,
    over: piping('M170 230Q170 220 180 220H620Q630 220 630 230V670Q630 680 620 680H180Q170 680 170 670Z', p) + stitches(grid, p) + clouds,
    focus: [560, 600],
    fit: 1,
    texture: 'knit',
  };
};
