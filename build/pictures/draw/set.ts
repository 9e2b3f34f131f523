import { drawTrousers } from './bottoms';
import { drawLongSleeve } from './tshirt';
import type { Draw, Drawing } from './types';

// Комплект: a long-sleeve and trousers laid out side by side, not overlapping, so each keeps its own details.

function place(d: Drawing, from: [number, number], to: [number, number], scale: number): Drawing {
  const t = `translate(${to[0]} ${to[1]}) scale(${scale}) translate(${-from[0]} ${-from[1]})`;
  return {
    shape: `<g transform="${t}">${d.shape}</g>`,
    over: `<g transform="${t}">${d.over}</g>`,
    focus: [to[0] + (d.focus[0] - from[0]) * scale, to[1] + (d.focus[1] - from[1]) * scale],
    texture: d.texture,
  };
}

export const drawSet: Draw = (p, side) => {
  const top = place(drawLongSleeve(p, side), [400, 400], [252, 322], 0.66);
  const bottom = place(drawTrousers(p, side), [400, 415], [568, 488], 0.68);
  return { shape: top.shape + bottom.shape, over: top.over + bottom.over, focus: top.focus, texture: 'knit' };
};
