import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files by name: the back office's journeys share the run's demo owner, whom admin-journey enrols
 * first and admin-marketing then signs in (test/e2e/support/admin.ts keeps her secret between them).
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

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
