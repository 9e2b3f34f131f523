/**
 * `npx tsx scripts/subset-fonts.ts`: makes the shop's Nunito files from @fontsource/nunito's, with the
 * ranges of client/components/global/font-ranges.ts (docs/decisions/034-lcp.md), into
 * client/public/fonts/, per weight:
 * - nunito-first-<weight>-normal.woff2: ONE file holding the Cyrillic file's letters and the basic
 *   part of the Latin file (spaces, digits, punctuation, ASCII letters): everything a Russian first
 *   screen draws, so it fetches one file per weight instead of two ("One file per weight");
 * - nunito-latin-rest-<weight>-normal.woff2: the rest of the Latin file (accented letters, other signs).
 * The files are committed: run it again only if the font package, the weights or the ranges change.
 *
 * It uses fontTools (Debian: `apt-get install python3-fonttools python3-brotli`; set FONTTOOLS_PYTHON
 * if that python is not the first `python3` on PATH), not an npm package: it is run once by hand, so
 * nothing is added to what `npm ci` installs. Each part is first cut to its own range (so no code
 * point is in both), then fontTools.merge joins them: glyphs, hinting, vertical metrics and each
 * part's OpenType lookups are kept as they were, and no kerning pair joins a glyph of one part to one
 * of the other (each part's pairs name only its own glyphs, and their class-0 columns are all zero),
 * so a text is spaced as it was across two files. Glyph names are dropped (not drawn).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../build/paths';
import { nunitoFile } from '../client/components/global/font-file';
import { CYRILLIC, FIRST, LATIN_BASIC, LATIN_REST, NUNITO_WEIGHTS } from '../client/components/global/font-ranges';
import { toolConfig } from '../build/tool-config';

const SOURCE = path.join(ROOT, 'node_modules', '@fontsource', 'nunito', 'files');
const PUBLIC = path.join(ROOT, 'client', 'public');
const OUT = path.join(PUBLIC, 'fonts');
const PYTHON = toolConfig().FONTTOOLS_PYTHON;
const KEEP = ['--layout-features=*', '--name-IDs=*', '--name-legacy', '--name-languages=*', '--notdef-outline'];

/** fontTools' subsetter: `source` cut to `range`, written as `output` (woff2 when it ends so). */
function subset(source: string, range: string, output: string, extra: string[] = []): void {
  const flavor = output.endsWith('.woff2') ? ['--flavor=woff2', '--no-glyph-names'] : ['--glyph-names'];
  execFileSync(PYTHON, [
    '-m',
    'fontTools.subset',
    source,
    `--unicodes=${range.replaceAll(' ', '')}`,
    ...KEEP,
    ...flavor,
    ...extra,
    `--output-file=${output}`,
  ]);
}

// The basic part first: on a clash (none after the cuts but .notdef) the merger keeps the first font's.
// The glyphs' stored bounding boxes are kept, not computed again: FreeType places a glyph by its stored
// xMin against its left side bearing, and Nunito's «у» and «ў» (built from «y») store an xMin one unit
// off their outline's, so a recomputed box drew them one unit aside (a few pixels of every «у» changed).
const MERGE = [
  'import sys',
  'from fontTools.merge import Merger',
  'merged = Merger().merge(sys.argv[2:])',
  'merged.recalcBBoxes = False',
  'merged.save(sys.argv[1])',
].join('\n');

function report(output: string): void {
  console.log(`${path.relative(ROOT, output)}: ${(statSync(output).size / 1024).toFixed(1)} KB`);
}

mkdirSync(OUT, { recursive: true });
const tmp = mkdtempSync(path.join(os.tmpdir(), 'nunito-'));
try {
  for (const weight of NUNITO_WEIGHTS) {
    const latin = path.join(SOURCE, `nunito-latin-${weight}-normal.woff2`);
    const cyrillic = path.join(SOURCE, `nunito-cyrillic-${weight}-normal.woff2`);
    const [basicPart, cyrillicPart, merged] = ['basic', 'cyrillic', 'merged'].map((p) => path.join(tmp, `${p}-${weight}.ttf`));
    subset(latin, LATIN_BASIC, basicPart!);
    subset(cyrillic, CYRILLIC, cyrillicPart!);
    execFileSync(PYTHON, ['-c', MERGE, merged!, basicPart!, cyrillicPart!]);
    const first = path.join(PUBLIC, nunitoFile('first', weight));
    subset(merged!, FIRST, first);
    report(first);
    const rest = path.join(PUBLIC, nunitoFile('latin-rest', weight));
    subset(latin, LATIN_REST, rest);
    report(rest);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
