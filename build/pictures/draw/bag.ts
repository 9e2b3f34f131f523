import { mirrored, pair } from './geometry';
import { lines, part, stitches } from './parts';
import type { Paint } from './paint';
import type { Draw } from './types';

// Сумки: a cotton tote with long handles; a patch pocket with a leaf motif, or two pockets with flaps.

const body = mirrored(
  [400, 322],
  [
    ['L', 582, 322],
    ['L', 606, 672],
    ['Q', 608, 690, 590, 690],
    ['L', 400, 690],
  ],
);
const handle = 'M336 330C330 130 470 130 464 330';

function bag(front: (p: Paint) => string): Draw {
  return (p, side) => {
    const under =
      `<path d="M326 330C316 160 484 160 474 330" transform="translate(0 -8)" fill="none" stroke="${p.line}" stroke-width="26" stroke-linecap="round" opacity=".9"/>` +
      `<path d="${handle}" fill="none" stroke="${p.line}" stroke-width="26" stroke-linecap="round"/><path d="${handle}" fill="none" stroke="${p.shade}" stroke-width="20" stroke-linecap="round"/>`;
    let over = stitches('M222 356H578', p) + lines(pair([336, 322], [['L', 336, 360]]), p.seam, 2.2);
    if (side === 'front') over += front(p);
    return { shape: `<path d="${body}"/>`, under, over, focus: [400, 420], texture: 'knit' };
  };
}

/** Сумка-шоппер: one patch pocket with a small leaf motif. */
export const drawBag = bag(
  (p) =>
    part('M318 450H482V574Q482 590 466 590H334Q318 590 318 574Z', p.fill, p) +
    stitches('M318 472H482', p) +
    `<path d="M400 548C372 530 372 498 400 486C428 498 428 530 400 548ZM400 560V492" fill="${p.light}" stroke="${p.seam}" stroke-width="2.4"/>`,
);

/** Сумка с карманами: two patch pockets side by side, each with its flap. */
export const drawBagPockets = bag((p) =>
  [250, 412]
    .map(
      (x) =>
        part(`M${x} 470H${x + 138}V610Q${x + 138} 626 ${x + 122} 626H${x + 16}Q${x} 626 ${x} 610Z`, p.fill, p) +
        part(`M${x - 4} 458H${x + 142}V492Q${x + 69} 512 ${x - 4} 492Z`, p.shade, p) +
        `<circle cx="${x + 69}" cy="496" r="7" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>`,
    )
    .join(''),
);
