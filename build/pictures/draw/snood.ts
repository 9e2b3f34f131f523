import { ellipse, n } from './geometry';
import type { Paint } from './paint';
import type { Draw } from './types';

// Снуд: a knitted loop scarf laid flat with one twist, a figure of eight; the crossing is drawn on top.

// Two loops wound the same way (their overlap stays filled) with holes wound the other way.
const band = ellipse(250, 420, 190, 170) + ellipse(550, 420, 190, 170) + ellipse(240, 420, 98, 84, true) + ellipse(560, 420, 98, 84, true);
const crossing = 'M400 316A190 170 0 0 0 400 524A190 170 0 0 0 400 316Z';

/** Rib lines across one loop, left out where the other loop crosses over it. */
function ribbing(cx: number, hole: number, p: Paint): string {
  const side = cx < 400 ? 1 : -1;
  let d = '';
  for (let i = 0; i < 30; i++) {
    const a = (i / 30) * 2 * Math.PI;
    const c = Math.cos(a);
    if (c * side > 0.5) continue;
    const s = Math.sin(a);
    d += `M${n(hole + 108 * c)} ${n(420 + 94 * s)}L${n(cx + 180 * c)} ${n(420 + 160 * s)}`;
  }
  return `<path d="${d}" stroke="${p.seam}" stroke-width="2" opacity=".75"/>`;
}

export const drawSnood: Draw = (p) => ({
  shape: `<path d="${band}"/>`,
  over:
    ribbing(250, 240, p) +
    ribbing(550, 560, p) +
    `<path d="${crossing}" fill="${p.shade}" stroke="${p.line}" stroke-width="3"/>` +
    `<path d="M392 330C420 380 370 460 408 512" fill="none" stroke="${p.seam}" stroke-width="2.4" stroke-linecap="round"/>`,
  focus: [600, 330],
  fit: 1,
  texture: 'knit',
});
