import { lerp, n, type Pt } from './geometry';
import { bow, lines, snaps, stitches } from './parts';
import type { Paint } from './paint';
import { sleeveOf, topDetails, topOutline, type TopShape } from './top';
import type { Draw } from './types';

// Распашонка: a newborn's top whose front panels wrap across and tie at the side; one with closed
// mittens over the hands; one that buttons down the front with press studs instead.

const o: TopShape = {
  neckDepth: 186,
  neck: [452, 162],
  shoulder: [540, 186],
  armpit: [522, 278],
  hip: [536, 586],
  hemY: 592,
  sleeve: 'long',
  bottom: 'straight',
};

function wrapFront(p: Paint): string {
  // The edge of the upper panel runs from the right shoulder down to the left side, where it ties.
  const edge = 'M452 166C420 260 340 380 270 452';
  const binding = 'M438 170C408 258 330 372 262 438';
  const tie = lerp([270, 452], [262, 438], 0.5);
  return (
    lines(edge, p.line, 3) +
    stitches(binding, p) +
    bow(tie[0] + 2, tie[1] + 4, 0.8, p.fill, p) +
    // The under panel's tie shows through its side-seam slot.
    `<path d="M560 420l-18 6" stroke="${p.seam}" stroke-width="3" stroke-linecap="round"/>`
  );
}

function top(front: (p: Paint) => string): Draw {
  return (p, side) => {
    const over = topDetails(o, p, side) + (side === 'front' ? front(p) : '');
    return { shape: `<path d="${topOutline(o, side)}"/>`, over, focus: [360, 360], texture: 'knit' };
  };
}

export const drawWrapTop = top(wrapFront);

/** A mitten closing the right sleeve's end: a rounded cap past the cuff, and its mirror image. */
function mittens(): string {
  const s = sleeveOf(o)!;
  const along = (pt: Pt, k: number): Pt => {
    const dx = s.outer[0] - o.shoulder[0];
    const dy = s.outer[1] - o.shoulder[1];
    const len = Math.hypot(dx, dy);
    return [pt[0] + (dx / len) * k, pt[1] + (dy / len) * k];
  };
  const [a, b] = [s.outer, s.inner];
  const [a2, b2] = [along(a, 62), along(b, 62)];
  const cap = (m: (pt: Pt) => Pt) => {
    const [p1, p2, p3, p4] = [a, a2, b2, b].map(m) as [Pt, Pt, Pt, Pt];
    return `<path d="M${n(p1[0])} ${n(p1[1])}C${n(p2[0])} ${n(p2[1])} ${n(p3[0])} ${n(p3[1])} ${n(p4[0])} ${n(p4[1])}Z"/>`;
  };
  return cap((pt) => pt) + cap(([x, y]) => [800 - x, y]);
}

/** С закрытыми ручками: mittens sewn to the cuffs (antiscratch), folded over the hands. */
export const drawWrapTopMittens: Draw = (p, side) => {
  const d = top(wrapFront)(p, side);
  return { ...d, shape: mittens() + d.shape };
};

/** На кнопках: a placket down the middle with press studs, no ties. */
export const drawSnapTop = top(
  (p) =>
    stitches('M386 190V584M414 190V584', p) +
    snaps(
      [240, 310, 380, 450, 520].map((y): Pt => [400, y]),
      p,
    ),
);
