import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  test: {
    include: ['{api,server,client,shared,scripts,build}/**/*.test.{ts,tsx}', 'test/{api,server}/**/*.test.{ts,tsx}'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
