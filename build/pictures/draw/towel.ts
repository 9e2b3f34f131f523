import { mirrored, n } from './geometry';
import { part, stitches } from './parts';
import type { Draw } from './types';

// Полотенце с уголком: a square terry towel laid as a diamond, the hood corner on top (with little ears, or without).

const square = mirrored(
  [400, 150],
  [
    ['Q', 410, 150, 418, 158],
    ['L', 662, 402],
    ['Q', 670, 410, 662, 418],
    ['L', 418, 662],
    ['Q', 410, 670, 400, 670],
  ],
);
const inset = `M400 ${n(172)}L640 410L400 648L160 410Z`;
const hood = 'M400 150Q410 150 418 158L560 300Q400 352 240 300L382 158Q390 150 400 150Z';

function towel(ears: boolean): Draw {
  return (p, side) => {
    let over = stitches(inset, p);
    if (side === 'front') {
      const earDiscs = ears
        ? `<g fill="${p.shade}" stroke="${p.line}" stroke-width="3"><circle cx="318" cy="214" r="34"/><circle cx="482" cy="214" r="34"/></g>` +
          `<g fill="${p.light}"><circle cx="318" cy="214" r="18"/><circle cx="482" cy="214" r="18"/></g>`
        : '';
      const piping = `<path d="M240 300Q400 352 560 300" fill="none" stroke="${p.trim}" stroke-width="9" stroke-linecap="round"/>`;
      over = earDiscs + part(hood, p.shade, p) + `<path d="${hood}" fill="url(#s)"/>` + over + piping;
    }
    return { shape: `<path d="${square}"/>`, over, focus: [400, 320], texture: 'terry' };
  };
}

export const drawTowel = towel(false);
export const drawTowelEars = towel(true);
