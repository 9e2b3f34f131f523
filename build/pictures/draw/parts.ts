import { n, type Pt } from './geometry';
import type { Paint } from './paint';

// Small reusable details, each returning SVG markup.

/** Dashed stitching along one or more subpaths. */
export function stitches(d: string, p: Paint, width = 2.4): string {
  return `<path d="${d}" fill="none" stroke="${p.seam}" stroke-width="${width}" stroke-dasharray="7 6" stroke-linecap="round"/>`;
}

/** Solid lines: folds, hems, ribbing. */
export function lines(d: string, colour: string, width = 2.4, opacity = 1): string {
  const o = opacity < 1 ? ` opacity="${opacity}"` : '';
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${o}/>`;
}

/** A filled, outlined part in another tone (a cuff, a collar, a pocket). */
export function part(d: string, fill: string, p: Paint, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"${extra}/>`;
}

/** Press studs, as on bodysuit crotches and plackets. */
export function snaps(points: readonly Pt[], p: Paint, r = 7): string {
  const dots = points.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${r}"/>`).join('');
  return `<g fill="${p.light}" stroke="${p.line}" stroke-width="2">${dots}</g>`;
}

/** A small tied bow centred on (x, y). */
export function bow(x: number, y: number, s: number, fill: string, p: Paint): string {
  const d =
    `M${n(x)} ${n(y)}C${n(x - 30 * s)} ${n(y - 34 * s)} ${n(x - 62 * s)} ${n(y - 10 * s)} ${n(x - 52 * s)} ${n(y + 10 * s)}` +
    `C${n(x - 44 * s)} ${n(y + 26 * s)} ${n(x - 16 * s)} ${n(y + 12 * s)} ${n(x)} ${n(y)}` +
    `C${n(x + 30 * s)} ${n(y - 34 * s)} ${n(x + 62 * s)} ${n(y - 10 * s)} ${n(x + 52 * s)} ${n(y + 10 * s)}` +
    `C${n(x + 44 * s)} ${n(y + 26 * s)} ${n(x + 16 * s)} ${n(y + 12 * s)} ${n(x)} ${n(y)}Z` +
    `M${n(x - 6 * s)} ${n(y + 4 * s)}L${n(x - 22 * s)} ${n(y + 44 * s)}L${n(x - 8 * s)} ${n(y + 40 * s)}Z` +
    `M${n(x + 6 * s)} ${n(y + 4 * s)}L${n(x + 22 * s)} ${n(y + 44 * s)}L${n(x + 8 * s)} ${n(y + 40 * s)}Z`;
  return (
    part(d, fill, p) + `<circle cx="${n(x)}" cy="${n(y + 2 * s)}" r="${n(9 * s)}" fill="${fill}" stroke="${p.line}" stroke-width="3"/>`
  );
}
