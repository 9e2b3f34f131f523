import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * admin-journey first, then the files by name: the back office's journeys share the run's demo
 * owner, whom admin-journey enrols and the others then sign in with a code
 * (test/e2e/support/admin.ts keeps her secret between the files).
 */
const FIRST = 'admin-journey.e2e.ts';
const rank = (file: TestSpecification) => (file.moduleId.endsWith(FIRST) ? 0 : 1);
class JourneyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
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
    sequence: { sequencer: JourneyFirst },
  },
});
