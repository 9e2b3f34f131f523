import { n } from './geometry';
import type { Paint } from './paint';
import type { Draw, Drawing, Side } from './types';

// What a name adds to a garment: a print, an embroidery, a part on top; and pieces laid out together.

/** `draw` with more markup over it on the front (or on both sides), and any field of the drawing changed. */
function adorned(draw: Draw, extra: (p: Paint, side: Side) => string, change: Partial<Drawing> = {}): Draw {
  return (p, side) => {
    const d = draw(p, side);
    return { ...d, ...change, over: d.over + extra(p, side) };
  };
}

/** The same garment in stripes. */
export const striped = (draw: Draw): Draw => adorned(draw, () => '', { stripes: true });

/** A five-pointed star of outer radius r, for embroidery. */
export function star(x: number, y: number, r: number, fill: string, line: string): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const k = i % 2 === 0 ? r : r * 0.45;
    d += `${i === 0 ? 'M' : 'L'}${n(x + k * Math.cos(a))} ${n(y + k * Math.sin(a))}`;
  }
  return `<path d="${d}Z" fill="${fill}" stroke="${line}" stroke-width="2" stroke-linejoin="round"/>`;
}

/** A leaf with its vein, turned by `angle`. */
export function leaf(x: number, y: number, s: number, angle: number, fill: string, line: string): string {
  return (
    `<path d="M0 28C-26 8-20-26 0-36C20-26 26 8 0 28ZM0 40V-30" transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${s})"` +
    ` fill="${fill}" stroke="${line}" stroke-width="${n(2.4 / s)}"/>`
  );
}

/** Embroidered words on a chest, in the seam colour. */
export function words(text: string, x: number, y: number, size: number, p: Paint): string {
  return `<text x="${x}" y="${y}" font-family="Nunito, sans-serif" font-size="${size}" font-weight="700" fill="${p.seam}" text-anchor="middle">${text}</text>`;
}

/** A drawing moved so that its point `from` lands on `to`, scaled: a piece of a set. */
export function place(d: Drawing, from: [number, number], to: [number, number], scale: number): Drawing {
  // One matrix, not three transforms: a set repeats it for every layer of every piece.
  const t = `matrix(${scale} 0 0 ${scale} ${n(to[0] - from[0] * scale)} ${n(to[1] - from[1] * scale)})`;
  return {
    shape: `<g transform="${t}">${d.shape}</g>`,
    ...(d.under ? { under: `<g transform="${t}">${d.under}</g>` } : {}),
    over: `<g transform="${t}">${d.over}</g>`,
    focus: [to[0] + (d.focus[0] - from[0]) * scale, to[1] + (d.focus[1] - from[1]) * scale],
    texture: d.texture,
  };
}

/** Pieces laid side by side as one drawing; the first piece is where the close-up looks. */
export function together(pieces: readonly Drawing[], change: Partial<Drawing> = {}): Drawing {
  return {
    shape: pieces.map((d) => d.shape).join(''),
    under: pieces.map((d) => d.under ?? '').join(''),
    over: pieces.map((d) => d.over).join(''),
    focus: pieces[0]!.focus,
    texture: pieces[0]!.texture,
    ...change,
  };
}
