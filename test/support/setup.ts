import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug we did not assert on (as in the Epic Stack): fail the test.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length === 0) return;
  const seen = errors.splice(0).map((args) => args.map(String).join(' '));
  throw new Error(`console.error was called:\n${seen.join('\n')}`);
});
