import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FACES_CSS } from '../client/components/global/font-faces';
import { CYRILLIC, FIRST, LATIN, LATIN_BASIC, LATIN_REST, codePoints } from '../client/components/global/font-ranges';
import { ROOT } from './paths';

// docs/decisions/034-lcp.md: @fontsource's Latin file is split in two so a Russian page fetches only
// the small one; together they must cover exactly what the one file did, and the small one no accented letter.
// The small one and the Cyrillic file are then joined, one file per weight ("One file per weight").
describe('the Nunito files', () => {
  const basic = codePoints(LATIN_BASIC);
  const rest = codePoints(LATIN_REST);

  it('split the Latin range in two without a gap or an overlap', () => {
    expect([...basic].filter((p) => rest.has(p))).toEqual([]);
    expect(new Set([...basic, ...rest])).toEqual(codePoints(LATIN));
  });

  it('keep the accented letters out of the basic part, and the ASCII ones in it', () => {
    const letters = [...basic].filter((p) => /\p{L}/u.test(String.fromCodePoint(p)));
    expect(String.fromCodePoint(...letters)).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
  });

  it('draw the signs of a Russian text from the Cyrillic and basic parts only', () => {
    const cyrillic = codePoints(CYRILLIC);
    const text = 'Боди «Лето» — 62–68 см, № 3… © 2026 · 100 % хлопок (GOTS), 30 °C ± 2, 2 × 3 − 1 ?!:;()/+=@#&"\'';
    const missing = [...text].filter((c) => !cyrillic.has(c.codePointAt(0)!) && !basic.has(c.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it('join the Cyrillic range and the basic part in one file, the two not overlapping', () => {
    const cyrillic = codePoints(CYRILLIC);
    expect([...basic].filter((p) => cyrillic.has(p))).toEqual([]);
    expect([...codePoints(FIRST)].filter((p) => rest.has(p))).toEqual([]);
  });

  it('are all there for the @font-face rules to name, two per weight', () => {
    const named = [...FONT_FACES_CSS.matchAll(/url\('\/fonts\/([^']+)'\)/g)].map(([, file]) => file!);
    expect(named).toHaveLength(8);
    for (const file of named) {
      const committed = path.join(ROOT, 'client', 'public', 'fonts', file);
      expect(existsSync(committed) && statSync(committed).size > 1000, file).toBe(true);
    }
  });
});
