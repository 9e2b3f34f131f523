import { z } from 'zod';
import { parseEnvironment } from '../shared/node/config';

/** An empty variable is an unset one, as `CHROMIUM_PATH= npm test` means. */
const unsetWhenEmpty = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/**
 * The settings of the tools around the shop, not of the shop: the build, the tests and the
 * benchmarks. Like the roles' (api/config.ts, server/config.ts), read from the environment only
 * here, and listed in docs/configuration.md.
 */
export const toolSettings = z.object({
  TEST_DATABASE_URL: unsetWhenEmpty(z.url({ error: 'TEST_DATABASE_URL должен быть адресом postgres://…' }).optional()).describe(
    'Run the tests on this PostgreSQL server instead of an embedded throwaway one: a URL whose user may create and drop databases.',
  ),
  CHROMIUM_PATH: unsetWhenEmpty(z.string().default('/usr/bin/chromium')).describe(
    "The Chromium the browser journeys and the benchmarks drive (Debian's: `apt-get install -y chromium`).",
  ),
  SHOP_KEEP_NAMES: z
    .string()
    .optional()
    .transform((value) => value === '1')
    .describe(
      '`1`: `npm run build` makes a production build whose functions keep their names, for CPU profiles ' +
        '(`scripts/profile-main-thread.ts`). It neither checks the budgets nor records its sizes.',
    ),
  FONTTOOLS_PYTHON: unsetWhenEmpty(z.string().default('python3')).describe(
    'The Python with fontTools that `scripts/subset-fonts.ts` runs.',
  ),
  BENCH_CPU_PROF: z
    .string()
    .optional()
    .transform(Boolean)
    .describe('Set to anything: `bench:basket` runs its api under `--cpu-prof`, its profiles in `.tmp/prof/`.'),
  DATA_DIR: z
    .string()
    .optional()
    .describe(
      '`bench:main-thread` and `profile-main-thread` only: the folder of their scratch database, removed at the end. ' +
        'Unset: `./data/bench-main-thread` and `./data/profile-main-thread`.',
    ),
});

export type ToolConfig = z.infer<typeof toolSettings>;

let parsed: ToolConfig | undefined;

/** The tools' settings, read once; a bad value stops the tool naming the variable. */
export function toolConfig(): ToolConfig {
  parsed ??= parseEnvironment(toolSettings, process.env, 'инструментов');
  return parsed;
}
