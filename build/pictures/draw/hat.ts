import { mirrored, mirroredLine, pair, ribs } from './geometry';
import { lines, stitches } from './parts';
import type { Draw } from './types';

// Шапочка: a baby bonnet-beanie with a ribbed turn-up and ear flaps, tied under the chin or with a bear's ears.

const body = mirrored(
  [400, 176],
  [
    ['C', 502, 176, 574, 246, 582, 352],
    ['L', 584, 430],
    ['C', 586, 480, 572, 522, 540, 528],
    ['C', 508, 532, 494, 500, 494, 470],
    ['L', 496, 436],
    ['Q', 450, 440, 400, 440],
  ],
);

const tie = (p: { line: string; fill: string }): string => {
  const d = 'M540 520C548 580 520 620 548 680M260 520C252 580 280 620 252 680';
  return `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="17" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${p.fill}" stroke-width="11" stroke-linecap="round"/>`;
};

/** Bear's ears on the crown, behind it. */
const ears = (p: { line: string; fill: string; light: string }): string =>
  `<g fill="${p.fill}" stroke="${p.line}" stroke-width="4"><circle cx="296" cy="214" r="44"/><circle cx="504" cy="214" r="44"/></g>` +
  `<g fill="${p.light}"><circle cx="296" cy="214" r="24"/><circle cx="504" cy="214" r="24"/></g>`;

function hat(style: 'ties' | 'ears'): Draw {
  return (p, side) => {
    // The turn-up band runs across the face line; its ribs are vertical.
    const band = mirroredLine([400, 372], [['Q', 500, 372, 583, 364]]);
    let solid = band + ribs([217, 364], [400, 372], [400, 440], [216, 432], 12) + ribs([400, 372], [583, 364], [584, 432], [400, 440], 12);
    let dashed = pair(
      [560, 436],
      [
        ['C', 562, 482, 554, 508, 536, 512],
        ['C', 520, 514, 512, 498, 512, 476],
      ],
    );
    if (side === 'back') {
      solid = '';
      dashed += 'M400 186V430';
    }
    const seams = side === 'front' ? mirroredLine([400, 186], [['C', 460, 200, 500, 260, 520, 364]]) : '';
    const knot = style === 'ties' ? `<circle cx="400" cy="180" r="14" fill="${p.fill}" stroke="${p.line}" stroke-width="3"/>` : '';
    const over = lines(solid, p.seam, 2.2) + stitches(dashed + seams, p) + knot;
    return { shape: `<path d="${body}"/>`, under: style === 'ties' ? tie(p) : ears(p), over, focus: [470, 400], texture: 'knit' };
  };
}

/** Шапочка: ties under the chin. */
export const drawHat = hat('ties');
/** Шапочка с ушками: no ties, a bear's ears on top. */
export const drawHatEars = hat('ears');
