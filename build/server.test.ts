import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeOptions } from './server';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
  // As client/components/sign-in-code/altcha.ts: a module loaded lazily that takes the widget's files by URL.
  fs.writeFileSync(
    path.join(dir, 'widget.ts'),
    "import css from 'altcha/altcha.css';\nimport worker from 'altcha/workers/pbkdf2';\nexport const files = [css, worker];\n",
  );
  fs.writeFileSync(path.join(dir, 'main.ts'), "export const widget = () => import('./widget');\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the server's bundle", () => {
  it("takes a file the browser loads by URL as an empty string, and never imports the widget's worker or stylesheet at start", async () => {
    const options = nodeOptions('production', path.join(dir, 'main.ts'), path.join(dir, 'main.js'));
    const result = await esbuild.build({ ...options, write: false, sourcemap: false });
    const code = result.outputFiles.find((f) => f.path.endsWith('main.js'))!.text;
    // An external import here would be hoisted to the top of dist/main.js and run at start.
    expect(code).not.toMatch(/from\s*["']altcha\//);
    expect(code).not.toMatch(/import\(\s*["']altcha\//);
    const bundle = path.join(dir, 'main.mjs');
    fs.writeFileSync(bundle, code);
    const { widget } = (await import(bundle)) as { widget: () => Promise<{ files: string[] }> };
    expect((await widget()).files).toEqual(['', '']);
  });
});
