import { lerp, mirrored, n, pair, type Pt, type Seg } from './geometry';
import type { Paint } from './paint';
import { lines, part, snaps, stitches } from './parts';
import type { Draw, Side } from './types';

// Песочник: a summer romper with short legs and a collar; one with a patch pocket, one with ruffled shoulders.

const neck = (depth: number, x: number, y: number): Seg => ['C', 400 + (x - 400) * 0.6, depth, x - 4, y + 24, x, y];

function sandSuit(front: (p: Paint) => string = () => '', shoulders: (p: Paint, side: Side) => string = () => ''): Draw {
  return (p, side) => {
    const depth = side === 'back' ? 206 : 228;
    const body = mirrored(
      [400, depth],
      [
        neck(depth, 450, 186),
        ['L', 534, 206],
        ['L', 604, 280],
        ['L', 566, 324],
        ['L', 522, 290],
        ['C', 516, 360, 526, 420, 548, 466],
        ['C', 574, 500, 590, 540, 580, 574],
        ['Q', 520, 598, 454, 590],
        ['C', 446, 556, 428, 530, 400, 526],
      ],
    );
    let over = lines(pair([534, 206], [['Q', 520, 250, 522, 290]]), p.seam, 2.2);
    over +=
      lines(pair([578, 552], [['Q', 520, 574, 456, 570]]), p.seam, 2, 0.8) + lines(pair([590, 268], [['L', 554, 310]]), p.seam, 2, 0.8);
    // Elastic at the leg hems gathers them.
    over += lines(
      'M474 574l-1 16M504 572v17M534 567l1 16M562 560l2 15M326 574l1 16M296 572v17M266 567l-1 16M238 560l-2 15',
      p.seam,
      2,
      0.7,
    );
    over += snaps(
      [
        [378, 544],
        [422, 544],
      ],
      p,
      6,
    );
    if (side === 'front') {
      const collar = pair(
        [400, depth],
        [
          ['C', 430, depth, 452, 206, 450, 186],
          ['C', 480, 200, 488, 244, 464, 262],
          ['C', 440, 278, 406, 266, 400, depth + 8],
        ],
        true,
      );
      over +=
        part(collar, p.light, p) +
        stitches('M400 280V400', p) +
        snaps(
          [
            [400, 300],
            [400, 350],
            [400, 400],
          ],
          p,
          6,
        ) +
        front(p);
    }
    over += shoulders(p, side);
    return { shape: `<path d="${body}"/>`, over, focus: [400, 290], texture: 'knit' };
  };
}

export const drawSandSuit = sandSuit();

/** С карманом: a patch pocket on the belly, below the studs. */
export const drawSandSuitPocket = sandSuit(
  (p) => part('M346 420H454V486Q454 504 436 504H364Q346 504 346 486Z', p.fill, p) + stitches('M346 438H454', p),
);

/** A ruffle over the right cap sleeve: sewn into the armhole, its scalloped hem a little past the sleeve's. */
function ruffle(p: Paint): string {
  const from: Pt = [616, 274];
  const to: Pt = [568, 338];
  let scallops = `M534 204L${from[0]} ${from[1]}`;
  for (let i = 1; i <= 4; i++) {
    const [x, y] = lerp(from, to, i / 4);
    scallops += `A11 11 0 0 1 ${n(x)} ${n(y)}`;
  }
  const shape = `${scallops}L522 290Q518 246 534 204Z`;
  return part(shape, p.fill, p) + lines('M548 222Q566 262 580 306M536 238Q546 272 552 312', p.seam, 2, 0.7);
}

/** С рюшами: ruffles over both shoulders. */
export const drawSandSuitRuffles = sandSuit(undefined, (p) => ruffle(p) + `<g transform="matrix(-1 0 0 1 800 0)">${ruffle(p)}</g>`);
