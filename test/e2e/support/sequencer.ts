import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journey files in their names' order, every run the same: they share one shop (global-setup.ts),
 * and the back office's first journey (admin-journey) enrols the demo owner that later ones sign in
 * as (support/admin.ts keeps her secret for them). Vitest's own order puts slow or failed files first.
 */
export default class ByName extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)));
  }
}
