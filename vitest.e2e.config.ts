import { defineConfig } from 'vitest/config';
import ByName from './test/e2e/support/sequencer';

// Browser journeys against the built shop (`npm run build` first; `npm test` does it).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { sequencer: ByName },
  },
});
