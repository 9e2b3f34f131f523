import type { Colour } from '../../../shared/pictures';
import { luminance, mix } from '../shade';

/** The inks one garment is drawn with, all derived from its brand colour. */
export interface Paint {
  fill: string;
  /** Outline, a clearly darker shade. */
  line: string;
  /** Stitching and fold lines: darker on light fabric, lighter on dark fabric. */
  seam: string;
  /** Ribbing, linings and the inside of a garment. */
  shade: string;
  /** Snaps, highlights, inner ears. */
  light: string;
  /** A contrasting trim (ribbons, piping) that still belongs to the colour. */
  trim: string;
  /** Text and eyes: near-black on light fabric, cream on dark. */
  ink: string;
  dark: boolean;
  heather: boolean;
}

const INK = '#2e2620';

/** Heather (melange) yarns get a speckled texture instead of a flat fill. */
const heatherCodes: ReadonlySet<string> = new Set(['seryy_melanzh']);

export function paintOf(colour: Colour): Paint {
  const dark = luminance(colour.hex) < 0.2;
  return {
    fill: colour.hex,
    line: mix(colour.hex, INK, dark ? 0.5 : 0.42),
    seam: dark ? mix(colour.hex, '#ffffff', 0.38) : mix(colour.hex, INK, 0.26),
    shade: mix(colour.hex, INK, 0.1),
    light: mix(colour.hex, '#ffffff', 0.55),
    trim: dark ? '#efe6d6' : mix(colour.hex, '#7a5c45', 0.45),
    ink: dark ? '#f7f2ea' : mix(colour.hex, INK, 0.78),
    dark,
    heather: heatherCodes.has(colour.code),
  };
}
