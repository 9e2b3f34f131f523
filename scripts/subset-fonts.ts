/**
 * `npx tsx scripts/subset-fonts.ts`: splits each weight's Latin file of @fontsource/nunito in two,
 * client/public/fonts/nunito-latin-basic-<weight>-normal.woff2 (spaces, digits, punctuation, ASCII
 * letters: what a Russian page needs) and nunito-latin-rest-<weight>-normal.woff2 (accented letters, other signs),
 * with the ranges of client/components/global/font-ranges.ts (docs/decisions/034-lcp.md). The files
 * are committed: run it again only if the font package, the weights or the ranges change.
 *
 * It uses fontTools' subsetter (Debian: `apt-get install python3-fonttools python3-brotli`; set
 * FONTTOOLS_PYTHON if that python is not the first `python3` on PATH), not an npm package: it is run
 * once by hand, so nothing is added to what `npm ci` installs. The glyphs, their hinting, every
 * OpenType feature (kerning included) and the vertical metrics are kept as they are; the code points
 * are the only cut. Glyph names are dropped (they are not drawn: nothing reads them).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LATIN_BASIC, LATIN_REST, NUNITO_WEIGHTS } from '../client/components/global/font-ranges';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'node_modules', '@fontsource', 'nunito', 'files');
const OUT = path.join(ROOT, 'client', 'public', 'fonts');
const PYTHON = process.env.FONTTOOLS_PYTHON ?? 'python3';

const PARTS = [
  ['latin-basic', LATIN_BASIC],
  ['latin-rest', LATIN_REST],
] as const;

mkdirSync(OUT, { recursive: true });
for (const weight of NUNITO_WEIGHTS) {
  const source = path.join(SOURCE, `nunito-latin-${weight}-normal.woff2`);
  for (const [part, range] of PARTS) {
    const output = path.join(OUT, `nunito-${part}-${weight}-normal.woff2`);
    execFileSync(PYTHON, [
      '-m',
      'fontTools.subset',
      source,
      `--unicodes=${range.replaceAll(' ', '')}`,
      '--layout-features=*',
      '--name-IDs=*',
      '--name-legacy',
      '--name-languages=*',
      '--notdef-outline',
      '--no-glyph-names',
      '--flavor=woff2',
      `--output-file=${output}`,
    ]);
    console.log(`${path.relative(ROOT, output)}: ${(statSync(output).size / 1024).toFixed(1)} KB`);
  }
}
