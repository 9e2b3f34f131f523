import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the product description as «spec §N» (docs/product.md, numbered as the team's
 * original specification). A citation of a section that page does not have points at nothing: this
 * keeps the two together when either changes.
 */

const ROOT = join(import.meta.dirname, '..');
const SOURCES = ['api', 'build', 'client', 'scripts', 'server', 'shared', 'test'];
const SOURCE_FILE = /\.(?:ts|tsx|js|cjs|mjs)$/;
const SKIPPED = /(?:^|\/)(?:node_modules|public)(?:\/|$)/;

/** «spec §7.2», «Spec §4, §9», «spec §2.3–2.4», «spec §2.1/§2.2», «the spec's §9», «спецификация §7, §8». */
const CITATION = /(?:spec(?:'s)?|спецификация)\s+§\s?(\d+(?:\.\d+)?(?:\s*(?:,|\/|–|-|and)\s*§?\s?\d+(?:\.\d+)?)*)/gi;
const NUMBER = /\d+(?:\.\d+)?/g;
/** «## 7. Calls», «### 7.2 Basket». */
const HEADING = /^#{2,3} (\d+(?:\.\d+)?)\.? /gm;

function sourceFiles(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      .filter((file) => SOURCE_FILE.test(file) && !SKIPPED.test(file)),
  );
}

/** Every section cited, with the first file that cites it. */
function citedSections(): Map<string, string> {
  const cited = new Map<string, string>();
  for (const file of sourceFiles()) {
    for (const [, list] of readFileSync(join(ROOT, file), 'utf8').matchAll(CITATION)) {
      for (const [section] of list!.matchAll(NUMBER)) if (!cited.has(section)) cited.set(section, file);
    }
  }
  return cited;
}

function productSections(): Set<string> {
  const page = readFileSync(join(ROOT, 'docs/product.md'), 'utf8');
  return new Set([...page.matchAll(HEADING)].map(([, section]) => section!));
}

describe('the «spec §N» citations in comments', () => {
  it('are found in the code (the reader below reads them)', () => {
    expect(citedSections().size).toBeGreaterThan(20);
  });

  it('each name a section of docs/product.md', () => {
    const sections = productSections();
    const missing = [...citedSections()].filter(([section]) => !sections.has(section)).map(([section, file]) => `§${section} (${file})`);
    expect(missing).toEqual([]);
  });
});
