import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEPCRUISE = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
/** A folder of its own in each code folder, so that the project's own paths and rules apply to it. */
const PROBE = `no-circular-probe-${process.pid}`;
const FOLDERS = ['api', 'client', 'server', 'shared'].map((top) => `${top}/${PROBE}`);

/**
 * Each probe folder holds three pairs: a and b import each other, c imports d only, and e and f
 * import each other's types only (erased by the build, so not a cycle the rule speaks of).
 */
const PROBE_FILES: Record<string, string> = {
  'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  'c.ts': "import { d } from './d';\nexport const c = () => d;\n",
  'd.ts': 'export const d = 1;\n',
  'e.ts': "import type { F } from './f';\nexport type E = { f?: F };\n",
  'f.ts': "import type { E } from './e';\nexport type F = { e?: E };\n",
};

/** Runs `npm run lint`'s dependency check, with the project's configuration, on the probe folders only. */
async function cruiseProbes(): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [DEPCRUISE, '--config', '.dependency-cruiser.cjs', ...FOLDERS], {
      cwd: ROOT,
    });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

async function removeProbes() {
  await Promise.all(FOLDERS.map((folder) => rm(path.join(ROOT, folder), { recursive: true, force: true })));
}

describe('npm run lint on an import cycle (no-circular in .dependency-cruiser.cjs)', () => {
  let result = { failed: false, output: '' };

  beforeAll(async () => {
    try {
      for (const folder of FOLDERS) {
        await mkdir(path.join(ROOT, folder), { recursive: true });
        for (const [file, text] of Object.entries(PROBE_FILES)) await writeFile(path.join(ROOT, folder, file), text);
      }
      result = await cruiseProbes();
    } finally {
      // The probes never outlive the check, even when writing or cruising fails.
      await removeProbes();
    }
  }, 60_000);

  afterAll(removeProbes);

  it('fails, naming the probe file of each folder that imports in a circle', () => {
    expect(result.failed).toBe(true);
    for (const folder of FOLDERS) expect(result.output).toContain(`no-circular: ${folder}/a.ts`);
  });

  it('says nothing of one-way imports, nor of a circle of type-only imports', () => {
    expect(result.output).not.toMatch(/no-circular: \S+\/[c-f]\.ts/);
    expect(result.output).toMatch(/4 dependency violations/);
  });
});
