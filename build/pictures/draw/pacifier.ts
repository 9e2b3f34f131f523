import { ellipse, mirrored } from './geometry';
import type { Draw } from './types';

// Пустышка: ring on top, a butterfly shield with air holes in the brand colour, a silicone teat below.

const SILICONE = '#ecd9bd';
const SILICONE_LINE = '#b89d7a';

const shield = mirrored(
  [400, 332],
  [
    ['C', 452, 300, 556, 290, 584, 348],
    ['C', 606, 400, 566, 468, 506, 456],
    ['C', 462, 448, 444, 482, 400, 482],
  ],
);
const holes = ellipse(500, 386, 26, 20) + ellipse(300, 386, 26, 20);
const teat = 'M380 466C380 500 348 522 348 566C348 618 452 618 452 566C452 522 420 500 420 466Z';

export const drawPacifier: Draw = (p, side) => {
  const ring =
    `<circle cx="400" cy="248" r="84" fill="none" stroke="${p.line}" stroke-width="28"/>` +
    `<circle cx="400" cy="248" r="84" fill="none" stroke="${p.shade}" stroke-width="21"/>` +
    `<path d="M338 206a76 76 0 0 1 60-38" fill="none" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>`;
  const under =
    `<path d="${teat}" fill="${SILICONE}" stroke="${SILICONE_LINE}" stroke-width="3"/>` +
    `<path d="M366 548c-2 18 0 32 8 42" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>` +
    ring;
  let over = `<path fill-rule="evenodd" d="${holes}" fill="${p.line}" opacity=".55"/>`;
  over +=
    side === 'front'
      ? `<circle cx="400" cy="392" r="44" fill="${p.light}" stroke="${p.line}" stroke-width="3"/><circle cx="400" cy="392" r="28" fill="none" stroke="${p.seam}" stroke-width="2.4" stroke-dasharray="6 5"/>`
      : `<ellipse cx="400" cy="470" rx="40" ry="14" fill="${SILICONE}" stroke="${SILICONE_LINE}" stroke-width="3"/>`;
  return { shape: `<path d="${shield}"/>`, under, over, focus: [460, 380], texture: 'smooth' };
};
