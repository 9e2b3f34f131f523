import { lines, stitches } from './parts';
import type { Draw } from './types';

// Коврик для пеленания: a long quilted pad with a raised roll along each long side, seen from above.

const pad = 'M140 268Q140 236 172 236H628Q660 236 660 268V572Q660 604 628 604H172Q140 604 140 572Z';

export const drawChangingMat: Draw = (p, side) => {
  // Diamond quilting between the rolls, kept inside the flat middle.
  let quilt = '';
  for (let x = 150; x <= 650; x += 80) quilt += `M${x} 312L${x + 80} 528M${x + 80} 312L${x} 528`;
  const rolls = lines('M168 300H632M168 540H632', p.line, 3) + lines('M176 276H624M176 564H624', p.seam, 2, 0.7);
  const middle =
    side === 'front'
      ? `<clipPath id="q"><rect x="170" y="304" width="460" height="232"/></clipPath>${stitches(quilt, p).replace('<path', '<path clip-path="url(#q)"')}`
      : '';
  return { shape: `<path d="${pad}"/>`, over: rolls + middle, focus: [400, 420], fit: 1, texture: 'knit' };
};
