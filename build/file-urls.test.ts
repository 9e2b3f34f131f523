import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { fileUrls } from './file-urls';
import { ROOT } from './paths';

describe('file-urls', () => {
  it("makes an import of the ALTCHA widget's worker and stylesheet their hashed URLs under /assets/, the files copied there", async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-urls-'));
    try {
      const result = await esbuild.build({
        stdin: {
          contents: "export { default as worker } from 'altcha/workers/pbkdf2'; export { default as css } from 'altcha/altcha.css';",
          resolveDir: ROOT,
        },
        absWorkingDir: ROOT,
        bundle: true,
        format: 'esm',
        outdir,
        publicPath: '/assets/',
        assetNames: '[name]-[hash]',
        plugins: [fileUrls],
        write: true,
        logLevel: 'silent',
      });
      expect(result.errors).toEqual([]);
      const module = fs.readFileSync(path.join(outdir, 'stdin.js'), 'utf8');
      const worker = /"\/assets\/(pbkdf2-[A-Z0-9]{8}\.js)"/.exec(module)?.[1];
      const css = /"\/assets\/(altcha-[A-Z0-9]{8}\.css)"/.exec(module)?.[1];
      expect(worker).toBeDefined();
      expect(css).toBeDefined();
      // The very files of the package, not code bundled into the page.
      expect(fs.readFileSync(path.join(outdir, worker!), 'utf8')).toBe(
        fs.readFileSync(path.join(ROOT, 'node_modules/altcha/dist/workers/pbkdf2.js'), 'utf8'),
      );
      expect(fs.readFileSync(path.join(outdir, css!), 'utf8')).toContain('.altcha-main');
      expect(module).not.toContain('onmessage');
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  });
});
