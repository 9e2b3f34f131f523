// Path building for symmetric garments: describe the right half once, get the whole outline.

export type Pt = readonly [number, number];
export type Seg =
  | readonly ['L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

/** One decimal is plenty at 800 px and keeps files small. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

const AXIS = 400;
const mx = (x: number): number => 2 * AXIS - x;

function end(seg: Seg): Pt {
  return [seg[seg.length - 2] as number, seg[seg.length - 1] as number];
}

function forward(segs: readonly Seg[]): string {
  return segs
    .map(
      (s) =>
        s[0] +
        s
          .slice(1)
          .map((v) => n(v as number))
          .join(' '),
    )
    .join('');
}

/** The mirror image of `segs` walked backwards, ending at the mirror of `start`. */
function mirroredBack(start: Pt, segs: readonly Seg[]): string {
  let d = '';
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const [px, py] = i > 0 ? end(segs[i - 1]!) : start;
    if (s[0] === 'L') d += `L${n(mx(px))} ${n(py)}`;
    else if (s[0] === 'Q') d += `Q${n(mx(s[1]))} ${n(s[2])} ${n(mx(px))} ${n(py)}`;
    else d += `C${n(mx(s[3]))} ${n(s[4])} ${n(mx(s[1]))} ${n(s[2])} ${n(mx(px))} ${n(py)}`;
  }
  return d;
}

/** Closed outline from the right half: `start` and the last point should sit on the centre line x=400. */
export function mirrored(start: Pt, segs: readonly Seg[]): string {
  return `M${n(start[0])} ${n(start[1])}${forward(segs)}${mirroredBack(start, segs)}Z`;
}

/** Open line through the centre: right half given from the centre outwards, drawn left end → right end. */
export function mirroredLine(start: Pt, segs: readonly Seg[]): string {
  const last = segs.length ? end(segs[segs.length - 1]!) : start;
  return `M${n(mx(last[0]))} ${n(last[1])}${mirroredBack(start, segs)}${forward(segs)}`;
}

/** A line (or, closed, a shape) and its mirror image, as two subpaths. */
export function pair(start: Pt, segs: readonly Seg[], closed = false): string {
  const mirror: Seg[] = segs.map((s) => s.map((v, i) => (i % 2 === 1 ? mx(v as number) : v)) as unknown as Seg);
  const z = closed ? 'Z' : '';
  return `M${n(start[0])} ${n(start[1])}${forward(segs)}${z}M${n(mx(start[0]))} ${n(start[1])}${forward(mirror)}${z}`;
}

/** A point a fraction `t` of the way from a to b. */
export function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Short lines across a band (ribbing): the band runs a→b on one edge and d→c on the other. */
export function ribs(a: Pt, b: Pt, c: Pt, d: Pt, count: number): string {
  let out = '';
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const p = lerp(a, b, t);
    const q = lerp(d, c, t);
    out += `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`;
  }
  return out;
}

/** A path for an ellipse, so it can join other subpaths in one `d`; `reverse` winds it the other way to cut a hole. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, reverse = false): string {
  const f = reverse ? 1 : 0;
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 ${f} ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 ${f} ${n(-2 * rx)} 0Z`;
}
