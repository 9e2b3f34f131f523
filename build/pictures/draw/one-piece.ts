import { ellipse, mirrored, mirroredLine, pair, ribs, type Pt, type Seg } from './geometry';
import { lines, part, snaps, stitches } from './parts';
import type { Paint } from './paint';
import type { Draw, Drawing, Side } from './types';

// One-pieces: комбинезон (a zip or studs, ribbed ankles, maybe a hood), слип (studs, closed feet).

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

/** The romper's hood, lying flat behind its neck, with a bear's ears; its opening shows at the front. */
function hood(p: Paint, side: Side): string {
  const ears = `<g fill="${p.fill}" stroke="${p.line}" stroke-width="4"><circle cx="322" cy="80" r="32"/><circle cx="478" cy="80" r="32"/></g>`;
  const inner = `<g fill="${p.light}"><circle cx="322" cy="80" r="16"/><circle cx="478" cy="80" r="16"/></g>`;
  const back = `<path d="${ellipse(400, 146, 106, 92)}" fill="${p.fill}" stroke="${p.line}" stroke-width="4"/>`;
  const opening = side === 'front' ? `<path d="${ellipse(400, 152, 74, 62)}" fill="${p.shade}" stroke="${p.line}" stroke-width="3"/>` : '';
  return ears + inner + back + opening;
}

/** Комбинезон: ribbed ankles; a zip (with its puller) or press studs down the front; a hood or none. */
function romper(closure: 'zip' | 'snaps', hooded = false): Draw {
  return (p, side) => {
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
    if (side === 'front' && closure === 'zip') {
      over += lines('M400 200V480', p.line, 5) + lines('M400 200V480', p.light, 2, 0.8);
      over += part('M392 202h16v30a8 8 0 0 1-16 0z', p.light, p);
    }
    if (side === 'front' && closure === 'snaps') {
      over +=
        stitches('M386 204V494M414 204V494', p) +
        snaps(
          [250, 300, 350, 400, 450].map((y): Pt => [400, y]),
          p,
        );
    }
    const drawing: Drawing = { shape: `<path d="${longBody(legs, frontDepth(side))}"/>`, over, focus: [400, 300], texture: 'knit' };
    return hooded ? { ...drawing, under: hood(p, side), fit: 1 } : drawing;
  };
}

export const drawRomper = romper('zip');
export const drawRomperSnaps = romper('snaps');
export const drawRomperHood = romper('zip', true);

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
