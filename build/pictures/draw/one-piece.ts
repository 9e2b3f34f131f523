import { mirrored, mirroredLine, pair, ribs, type Pt, type Seg } from './geometry';
import { lines, part, snaps, stitches } from './parts';
import type { Paint } from './paint';
import type { Draw, Side } from './types';

// One-pieces: комбинезон (zip, ribbed ankles), слип (snaps, closed feet), песочник (short legs, collar).

const neck = (depth: number, x: number, y: number): Seg => ['C', 400 + (x - 400) * 0.6, depth, x - 4, y + 24, x, y];

function sleeveBand(shoulder: Pt, outer: Pt, armpit: Pt, inner: Pt): string {
  const t = 0.88;
  const a: Pt = [shoulder[0] + (outer[0] - shoulder[0]) * t, shoulder[1] + (outer[1] - shoulder[1]) * t];
  const b: Pt = [armpit[0] + (inner[0] - armpit[0]) * 0.84, armpit[1] + (inner[1] - armpit[1]) * 0.84];
  const m = (p: Pt): Pt => [800 - p[0], p[1]];
  return pair(a, [['L', ...b]]) + ribs(a, b, inner, outer, 6) + ribs(m(a), m(b), m(inner), m(outer), 6);
}

function neckBand(depth: number, x: number, y: number): string {
  return mirroredLine([400, depth + 14], [['C', 400 + (x - 400) * 0.58, depth + 14, x - 14, y + 34, x - 8, y + 6]]);
}

const longArm = { shoulder: [536, 166] as Pt, outer: [642, 412] as Pt, inner: [594, 430] as Pt, armpit: [522, 258] as Pt };

function longBody(legs: Seg[], depth: number): string {
  const { shoulder, outer, inner, armpit } = longArm;
  return mirrored(
    [400, depth],
    [
      neck(depth, 452, 146),
      ['L', ...shoulder],
      ['L', ...outer],
      ['L', ...inner],
      ['L', ...armpit],
      ['C', 514, 330, 520, 400, 534, 452],
      ...legs,
    ],
  );
}

function frontDepth(side: Side): number {
  return side === 'back' ? 166 : 188;
}

function armDetails(p: Paint, side: Side): string {
  const { shoulder, outer, inner, armpit } = longArm;
  return lines(
    neckBand(frontDepth(side), 452, 146) + sleeveBand(shoulder, outer, armpit, inner) + pair(shoulder, [['Q', 524, 212, ...armpit]]),
    p.seam,
    2.2,
  );
}

export const drawRomper: Draw = (p, side) => {
  const legs: Seg[] = [
    ['L', 552, 668],
    ['L', 462, 676],
    ['C', 458, 600, 446, 524, 422, 502],
    ['Q', 410, 494, 400, 494],
  ];
  let over = armDetails(p, side);
  over += lines(
    ribs([549, 632], [460, 640], [462, 676], [552, 668], 6) +
      ribs([251, 632], [340, 640], [338, 676], [248, 668], 6) +
      pair([549, 632], [['L', 460, 640]]),
    p.seam,
    2.2,
  );
  if (side === 'front') {
    over += lines('M400 200V480', p.line, 5) + lines('M400 200V480', p.light, 2, 0.8);
    over += part('M392 202h16v30a8 8 0 0 1-16 0z', p.light, p);
  }
  return { shape: `<path d="${longBody(legs, frontDepth(side))}"/>`, over, focus: [400, 300], texture: 'knit' };
};

export const drawSleepsuit: Draw = (p, side) => {
  const legs: Seg[] = [
    ['L', 548, 622],
    ['C', 556, 650, 596, 664, 592, 694],
    ['Q', 588, 720, 550, 720],
    ['L', 480, 720],
    ['Q', 454, 716, 458, 684],
    ['C', 458, 600, 446, 524, 422, 502],
    ['Q', 410, 494, 400, 494],
  ];
  let over = armDetails(p, side);
  over += lines(pair([548, 636], [['Q', 504, 652, 458, 656]]) + pair([500, 720], [['Q', 560, 716, 590, 700]]), p.seam, 2.2);
  if (side === 'front') {
    over += stitches('M386 204V494M414 204V494', p);
    over += snaps(
      [250, 300, 350, 400, 450].map((y): Pt => [400, y]),
      p,
    );
    over += snaps(
      [
        [452, 548],
        [464, 610],
        [348, 548],
        [336, 610],
      ],
      p,
      6,
    );
  }
  return { shape: `<path d="${longBody(legs, frontDepth(side))}"/>`, over, focus: [400, 330], texture: 'knit' };
};

export const drawSandSuit: Draw = (p, side) => {
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
  over += lines(pair([578, 552], [['Q', 520, 574, 456, 570]]), p.seam, 2, 0.8) + lines(pair([590, 268], [['L', 554, 310]]), p.seam, 2, 0.8);
  // Elastic at the leg hems gathers them.
  over += lines('M474 574l-1 16M504 572v17M534 567l1 16M562 560l2 15M326 574l1 16M296 572v17M266 567l-1 16M238 560l-2 15', p.seam, 2, 0.7);
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
      );
  }
  return { shape: `<path d="${body}"/>`, over, focus: [400, 290], texture: 'knit' };
};
