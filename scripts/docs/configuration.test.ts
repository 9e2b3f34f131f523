import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../build/paths';
import { CONFIGURATION_DOC, configurationDoc } from './configuration';

/** esbuild writes these into the browser bundle (build/client.ts): constants of the build, not settings. */
const BUILD_CONSTANTS = ['SHOP_BUNDLE'];

/** The names of the variables the repository's TypeScript reads from process.env. */
function variablesRead(): Set<string> {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, name] of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(name!);
  }
  return names;
}

describe('docs/configuration.md', () => {
  it('is the page the zod schemas write today', async () => {
    const committed = readFileSync(CONFIGURATION_DOC, 'utf8');
    expect(committed, 'docs/configuration.md is stale: run `npm run docs:config` and commit it').toBe(await configurationDoc());
  });

  it('names every variable the code reads, so each has a schema and a description', () => {
    const page = readFileSync(CONFIGURATION_DOC, 'utf8');
    const missing = [...variablesRead()].filter((name) => !BUILD_CONSTANTS.includes(name) && !page.includes(`| \`${name}\``));
    expect(missing, 'variables read from process.env that no schema describes').toEqual([]);
  });
});
