import { n } from './draw/geometry';
import type { Paint } from './draw/paint';

// Fabric patterns: heather flecks for melange yarn, loops of knit or terry for the close-up view.

/** Small deterministic PRNG (mulberry32) so the same picture always has the same bytes. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function flecks(rand: () => number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = rand() * 60;
    const y = rand() * 60;
    const len = 1.5 + rand() * 3.5;
    const tilt = (rand() - 0.5) * 2;
    d += `M${n(x)} ${n(y)}l${n(len)} ${n(tilt)}`;
  }
  return d;
}

/** Melange: darker and lighter fibre flecks over the base colour. */
export function heatherPattern(id: string): string {
  const rand = random(11);
  return (
    `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse">` +
    `<path d="${flecks(rand, 30)}" stroke="#8a8984" stroke-width="1.2" stroke-linecap="round" opacity=".32"/>` +
    `<path d="${flecks(rand, 30)}" stroke="#e6e5e1" stroke-width="1.2" stroke-linecap="round" opacity=".75"/>` +
    `</pattern>`
  );
}

/** Jersey: columns of little V stitches. */
export function knitPattern(id: string, p: Paint): string {
  return (
    `<pattern id="${id}" width="8" height="9" patternUnits="userSpaceOnUse">` +
    `<path d="M.8 1.2 4 8 7.2 1.2" fill="none" stroke="${p.seam}" stroke-width="1.1" stroke-linecap="round" opacity=".45"/>` +
    `</pattern>`
  );
}

/** Terry: rows of small loops, offset every other row. */
export function terryPattern(id: string, p: Paint): string {
  return (
    `<pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse">` +
    `<g fill="none" stroke="${p.seam}" stroke-width="1.1" opacity=".45"><circle cx="2.5" cy="2.5" r="1.9"/><circle cx="7.5" cy="7.5" r="1.9"/></g>` +
    `</pattern>`
  );
}

/** Stripes across a garment: a lighter band on dark cloth, a deeper one on light cloth. */
export function stripePattern(id: string, p: Paint): string {
  const band = p.dark ? `fill="${p.light}" opacity=".6"` : `fill="${p.line}" opacity=".3"`;
  return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect y="8" width="40" height="14" ${band}/></pattern>`;
}
