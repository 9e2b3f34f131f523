import { lerp, mirrored, mirroredLine, n, pair, ribs, type Pt, type Seg } from './geometry';
import type { Paint } from './paint';
import { lines, stitches } from './parts';
import type { Side } from './types';

// The family of garments with a neckline, shoulders and (maybe) sleeves: bodysuits, t-shirts, tops, dresses.

export interface TopShape {
  /** Centre-front neckline depth (y). */
  neckDepth: number;
  /** Where the neckline meets the shoulder, right side. */
  neck: Pt;
  shoulder: Pt;
  sleeve: 'short' | 'long' | 'none';
  armpit: Pt;
  /** Side seam at the hem (or at the leg opening of a bodysuit). */
  hip: Pt;
  /** Centre of the hem, or the bottom of a bodysuit's crotch flap. */
  hemY: number;
  bottom: 'straight' | 'bodysuit' | 'flare';
  /** Waist point for a flared dress. */
  waist?: Pt;
}

interface Sleeve {
  outer: Pt;
  inner: Pt;
}

export function sleeveOf(o: TopShape): Sleeve | null {
  const [sx, sy] = o.shoulder;
  const [ax, ay] = o.armpit;
  if (o.sleeve === 'short') return { outer: [sx + 72, sy + 76], inner: [ax + 46, ay + 40] };
  if (o.sleeve === 'long') return { outer: [sx + 104, sy + 256], inner: [ax + 70, ay + 182] };
  return null;
}

function neckline(o: TopShape, depth: number): Seg {
  return ['C', 400 + (o.neck[0] - 400) * 0.6, depth, o.neck[0] - 4, o.neck[1] + 24, o.neck[0], o.neck[1]];
}

function sides(o: TopShape): Seg[] {
  const [ax, ay] = o.armpit;
  const [hx, hy] = o.hip;
  if (o.bottom === 'flare' && o.waist) {
    const [wx, wy] = o.waist;
    return [
      ['Q', ax - 6, (ay + wy) / 2, wx, wy],
      ['C', wx + 30, wy + 90, hx - 10, hy - 90, hx, hy],
      ['Q', (hx + 400) / 2 + 20, o.hemY + 6, 400, o.hemY],
    ];
  }
  const side: Seg = ['C', ax - 8, ay + (hy - ay) * 0.35, hx - 8, hy - (hy - ay) * 0.35, hx, hy];
  if (o.bottom === 'bodysuit') {
    const y = o.hemY;
    return [side, ['C', hx - 26, hy + 6, 464, y - 84, 450, y - 44], ['L', 446, y], ['Q', 426, y + 4, 400, y + 4]];
  }
  return [side, ['Q', (hx + 400) / 2, o.hemY + 2, 400, o.hemY]];
}

/** The closed outline; the back has a higher neckline. */
export function topOutline(o: TopShape, side: Side): string {
  const depth = side === 'back' ? o.neck[1] + 20 : o.neckDepth;
  const s = sleeveOf(o);
  const segs: Seg[] = [neckline(o, depth), ['L', ...o.shoulder]];
  if (s) segs.push(['L', ...s.outer], ['L', ...s.inner], ['L', ...o.armpit]);
  else segs.push(['C', o.shoulder[0] + 4, o.shoulder[1] + 80, o.armpit[0] - 40, o.armpit[1] + 4, ...o.armpit]);
  segs.push(...sides(o));
  return mirrored([400, depth], segs);
}

const mirrorPt = ([x, y]: Pt): Pt => [800 - x, y];

/**
 * Neck band, sleeve seams, cuffs or sleeve hems, the hem stitching (unless `hemStitch` is false: a
 * ribbed band instead) and, on the back, a brand label.
 */
export function topDetails(o: TopShape, p: Paint, side: Side, hemStitch = true): string {
  const depth = side === 'back' ? o.neck[1] + 20 : o.neckDepth;
  const s = sleeveOf(o);
  let solid = mirroredLine(
    [400, depth + 14],
    [['C', 400 + (o.neck[0] - 400) * 0.58, depth + 14, o.neck[0] - 14, o.neck[1] + 34, o.neck[0] - 8, o.neck[1] + 6]],
  );
  let dashed = '';
  if (s) {
    solid += pair(o.shoulder, [['Q', o.shoulder[0] - 14, (o.shoulder[1] + o.armpit[1]) / 2, ...o.armpit]]);
    const a = lerp(o.shoulder, s.outer, o.sleeve === 'long' ? 0.87 : 0.8);
    const b = lerp(o.armpit, s.inner, o.sleeve === 'long' ? 0.82 : 0.72);
    if (o.sleeve === 'long') {
      solid += pair(a, [['L', ...b]]);
      solid += ribs(a, b, s.inner, s.outer, 6) + ribs(mirrorPt(a), mirrorPt(b), mirrorPt(s.inner), mirrorPt(s.outer), 6);
    } else {
      dashed += pair(a, [['L', ...b]]);
    }
  } else {
    // Sleeveless: bound armholes.
    dashed += pair(
      [o.shoulder[0] - 12, o.shoulder[1] + 6],
      [['C', o.shoulder[0] - 8, o.shoulder[1] + 84, o.armpit[0] - 44, o.armpit[1] - 8, o.armpit[0] - 16, o.armpit[1] - 4]],
    );
  }
  if (o.bottom === 'straight' && hemStitch) {
    dashed += mirroredLine([400, o.hemY - 18], [['Q', (o.hip[0] + 400) / 2, o.hemY - 16, o.hip[0] - 3, o.hip[1] - 18]]);
  }
  let out = lines(solid, p.seam, 2.4) + (dashed ? stitches(dashed, p) : '');
  if (side === 'back') {
    out += `<rect x="382" y="${n(o.neck[1] + 34)}" width="36" height="20" rx="3" fill="${p.light}" stroke="${p.seam}" stroke-width="2"/>`;
  }
  return out;
}
