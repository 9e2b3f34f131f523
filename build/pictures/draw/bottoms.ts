import { mirrored, mirroredLine, pair, ribs, type Seg } from './geometry';
import { bow, lines, stitches } from './parts';
import type { Paint } from './paint';
import type { Draw, Drawing, Side } from './types';

// Garments from the waist down: trousers, leggings, footed and footless pants (ползунки), shorts, briefs.

interface Bottom {
  waistY: number;
  /** Right end of the waistband and its depth. */
  waistX: number;
  band: number;
  /** Right half from the bottom of the waistband to the crotch on the centre line. */
  legs: Seg[];
  /** Leg ends for cuffs: outer and inner point of the right leg, and cuff depth (0 for a plain hem). */
  cuff?: { outer: [number, number]; inner: [number, number]; depth: number };
}

function outline(b: Bottom): string {
  return mirrored([400, b.waistY], [['L', b.waistX, b.waistY], ['L', b.waistX + 2, b.waistY + b.band], ...b.legs]);
}

function details(b: Bottom, p: Paint, side: Side, extra = ''): string {
  const bandY = b.waistY + b.band;
  let solid = mirroredLine([400, bandY], [['L', b.waistX + 2, bandY]]);
  solid += ribs([400, b.waistY], [b.waistX, b.waistY], [b.waistX + 2, bandY], [400, bandY], 8);
  solid += ribs([800 - b.waistX, b.waistY], [400, b.waistY], [400, bandY], [798 - b.waistX, bandY], 8);
  let dashed = '';
  const { outer, inner, depth } = b.cuff ?? { outer: [0, 0], inner: [0, 0], depth: -1 };
  if (depth > 0) {
    const o2: [number, number] = [outer[0] + (outer[0] > inner[0] ? -1.5 : 1.5), outer[1] - depth];
    const i2: [number, number] = [inner[0] + 1.5, inner[1] - depth];
    solid +=
      pair(o2, [['L', ...i2]]) +
      ribs(o2, i2, inner, outer, 5) +
      ribs([800 - o2[0], o2[1]], [800 - i2[0], i2[1]], [800 - inner[0], inner[1]], [800 - outer[0], outer[1]], 5);
  } else if (depth === 0) {
    dashed += pair([outer[0] - 2, outer[1] - 14], [['L', inner[0] + 2, inner[1] - 14]]);
  }
  let out = lines(solid, p.seam, 2.2) + (dashed ? stitches(dashed, p) : '') + extra;
  if (side === 'front') out += bow(400, b.waistY + b.band / 2 + 4, 0.42, p.light, p);
  return out;
}

function bottom(b: Bottom, focus: [number, number], extra: (p: Paint, side: Side) => string = () => ''): Draw {
  return (p, side): Drawing => ({
    shape: `<path d="${outline(b)}"/>`,
    over: details(b, p, side, extra(p, side)),
    focus,
    texture: 'knit',
  });
}

export const drawTrousers = bottom(
  {
    waistY: 176,
    waistX: 540,
    band: 50,
    legs: [
      ['C', 558, 290, 568, 360, 568, 420],
      ['L', 562, 648],
      ['L', 462, 654],
      ['C', 458, 540, 450, 432, 424, 400],
      ['Q', 410, 388, 400, 388],
    ],
    cuff: { outer: [562, 648], inner: [462, 654], depth: 40 },
  },
  [470, 300],
  (p, side) =>
    side === 'front'
      ? stitches(pair([498, 228], [['Q', 510, 280, 560, 300]]), p) + lines('M400 226V386', p.seam, 2.2)
      : stitches(
          pair(
            [440, 270],
            [
              ['L', 520, 270],
              ['L', 516, 340],
              ['L', 444, 340],
            ],
            true,
          ),
          p,
        ),
);

export const drawLeggings = bottom(
  {
    waistY: 180,
    waistX: 526,
    band: 56,
    legs: [
      ['C', 542, 300, 548, 360, 542, 430],
      ['L', 514, 652],
      ['L', 452, 654],
      ['C', 448, 540, 442, 440, 416, 406],
      ['Q', 406, 398, 400, 398],
    ],
    cuff: { outer: [514, 652], inner: [452, 654], depth: 0 },
  },
  [470, 240],
  (p) => lines(pair([510, 340], [['Q', 474, 380, 470, 430]]), p.seam, 2, 0.6),
);

export const drawFootedPants = bottom(
  {
    waistY: 168,
    waistX: 530,
    band: 62,
    legs: [
      ['C', 546, 300, 552, 360, 548, 420],
      ['L', 542, 574],
      ['C', 552, 604, 596, 620, 594, 652],
      ['Q', 592, 684, 552, 684],
      ['L', 478, 684],
      ['Q', 452, 680, 456, 646],
      ['C', 458, 540, 448, 432, 418, 404],
      ['Q', 408, 396, 400, 396],
    ],
  },
  [470, 560],
  (p) =>
    lines(pair([543, 590], [['Q', 500, 604, 458, 612]]), p.seam, 2.2) +
    lines(pair([500, 684], [['Q', 560, 680, 588, 664]]), p.seam, 2, 0.7),
);

export const drawShorts = bottom(
  {
    waistY: 236,
    waistX: 548,
    band: 48,
    legs: [
      ['C', 566, 340, 580, 390, 588, 430],
      ['L', 610, 548],
      ['L', 446, 566],
      ['C', 440, 520, 430, 480, 400, 470],
    ],
    cuff: { outer: [610, 548], inner: [446, 566], depth: 0 },
  },
  [470, 350],
  (p, side) => (side === 'front' ? stitches(pair([502, 286], [['Q', 516, 330, 572, 348]]), p) + lines('M400 284V468', p.seam, 2.2) : ''),
);

/** Ползунки с открытой стопой: the footed pants' high waist, legs ending in ribbed cuffs. */
export const drawFootlessPants = bottom(
  {
    waistY: 168,
    waistX: 530,
    band: 62,
    legs: [
      ['C', 546, 300, 552, 360, 548, 420],
      ['L', 540, 646],
      ['L', 462, 652],
      ['C', 458, 540, 448, 432, 418, 404],
      ['Q', 408, 396, 400, 396],
    ],
    cuff: { outer: [540, 646], inner: [462, 652], depth: 44 },
  },
  [470, 600],
);

const briefs: Bottom = {
  waistY: 262,
  waistX: 566,
  band: 40,
  legs: [
    ['L', 574, 352],
    ['C', 540, 368, 470, 440, 452, 516],
    ['L', 450, 558],
    ['Q', 426, 564, 400, 564],
  ],
};

/** Трусики, 2 шт.: the pair in front, the second one peeking out behind it. */
export const drawBriefs: Draw = (p, side) => {
  const front = bottom(briefs, [470, 420], (q) => stitches(pair([558, 350], [['C', 522, 366, 454, 434, 438, 512]]), q))(p, side);
  const behind = `<path d="${outline(briefs)}" transform="translate(58 -70)" fill="${p.shade}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>`;
  return { ...front, under: behind };
};
