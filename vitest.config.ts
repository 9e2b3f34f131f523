import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vitest 4 transforms with oxc; JSX goes through Emotion's runtime as in the app (tsconfig, esbuild).
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    include: [
      '{admin,api,server,client,shared,scripts,build}/**/*.test.{ts,tsx}',
      'test/{admin,api,server}/**/*.test.{ts,tsx}',
      'test/*.test.ts',
    ],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // SWR through Vite, so that a test can stand in for the shim it imports as the browser bundle
    // does (client/lib/swr-sync-store.dom.test.tsx).
    server: { deps: { inline: ['swr'] } },
  },
});
