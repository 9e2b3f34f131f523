import { describe, expect, it } from 'vitest';
import { colors } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

type Name = keyof typeof colors;

/** Every light colour a screen puts behind text: pages, panels, cards, chips, tiles, badges, notes. */
const SURFACES: Name[] = ['milk', 'cream', 'beige', 'sageLight', 'white', 'dangerLight', 'waitLight', 'border', 'blush', 'lilac'];
/** The colours text is written in on those surfaces (spec §2.4's red outlet and green summer among them). */
const TEXT: Name[] = ['graphite', 'muted', 'faint', 'sageDark', 'sageDeep', 'outlet', 'summer', 'danger', 'waitDark'];
/** Fills that carry white text: buttons, the running banner, badges, the active chip. */
const FILLS: Name[] = ['sageDark', 'sageDeep', 'danger', 'outlet', 'graphite'];

/** Each pair below its WCAG AA figure, as «text on surface 4.16», so a failure names them all. */
function below(pairs: Array<[Name, Name]>, minimum: number): string[] {
  return pairs
    .map(([text, surface]) => [text, surface, contrast(colors[text], colors[surface])] as const)
    .filter(([, , ratio]) => ratio < minimum)
    .map(([text, surface, ratio]) => `${text} on ${surface} ${ratio.toFixed(2)}`);
}

describe('the theme’s contrast (WCAG AA, Lighthouse’s color-contrast)', () => {
  it('writes every text colour at 4.5:1 or more on every light surface', () => {
    expect(
      below(
        TEXT.flatMap((t) => SURFACES.map((s): [Name, Name] => [t, s])),
        4.5,
      ),
    ).toEqual([]);
  });

  it('writes white at 4.5:1 or more on every fill that carries text', () => {
    expect(
      below(
        FILLS.map((f): [Name, Name] => ['white', f]),
        4.5,
      ),
    ).toEqual([]);
  });

  it('draws large decorative figures (the 404) at 3:1 or more on the page', () => {
    expect(
      below(
        [
          ['decor', 'milk'],
          ['decor', 'cream'],
          ['decor', 'white'],
        ],
        3,
      ),
    ).toEqual([]);
  });
});
