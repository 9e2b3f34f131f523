/**
 * The Unicode ranges of the shop's Nunito files. The browser downloads a face only when the page
 * has a character in its range, so each range is a file a page may skip (docs/decisions/034-lcp.md).
 */

/** @fontsource/nunito's Cyrillic subset (№ and the stress mark included), joined with the basic Latin into FIRST's files. */
export const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';

/** @fontsource/nunito's Latin subset: what the two files below cover together. */
export const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * What a Russian page takes from the Latin subset: spaces, digits, ASCII punctuation, the marks the
 * shop writes (« » — – … § © ° ± · × −, the quotes and the whole punctuation block but the fraction
 * slash, which would bring the numerator and denominator digits with it) and the ASCII letters, which
 * every first screen has (the cookie notice's «Cookies», «GOTS», «Outlet», the e-mail address). The
 * letters stay with the punctuation for two reasons no one should see: kerning works only inside one
 * file (3,800 of Nunito's pairs join a Latin letter to a mark: «T.», «(G»), and FreeType's
 * auto-hinter, which Chromium on Linux uses for this unhinted font, sets its heights from the letters
 * (H, O, x, o…): digits in a file without them are drawn a pixel off. ≈ 10 KB against 16.3 KB.
 */
export const LATIN_BASIC =
  'U+0000-00A0, U+00A7, U+00A9, U+00AB, U+00AD, U+00B0-00B1, U+00B7, U+00BB, U+00D7, U+2000-2043, U+2045-206F, U+2212, U+FEFF';

/** The rest of the Latin subset, fetched only by a page that uses it: accented letters, other signs. */
export const LATIN_REST =
  'U+00A1-00A6, U+00A8, U+00AA, U+00AC, U+00AE-00AF, U+00B2-00B6, U+00B8-00BA, U+00BC-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2044, U+20AC, U+2122, U+2191, U+2193, U+2215, U+FFFD';

export const NUNITO_WEIGHTS = [400, 600, 700, 800] as const;

/**
 * What a first screen draws, in one file per weight (scripts/subset-fonts.ts joins the Cyrillic file
 * and the basic Latin part): four requests instead of eight, as many as Lantern's connections allow.
 */
export const FIRST = `${LATIN_BASIC}, ${CYRILLIC}`;

/** The files as the @font-face rules name them: /fonts/nunito-<subset>-<weight>-normal.woff2. */
export const NUNITO_SUBSETS = [
  ['first', FIRST],
  ['latin-rest', LATIN_REST],
] as const;

/** The code points of a unicode-range value, e.g. 'U+0041-005A, U+00C0'. */
export function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let p = parseInt(from, 16); p <= parseInt(to, 16); p++) points.add(p);
  }
  return points;
}
