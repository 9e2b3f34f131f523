import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules `npm run lint` checks the repository with, applied to a small tree made here: the
// arrows. The tree's crossings make cycles too, which no-circular's own test covers (no-circular.test.ts).
const forbidden = (createRequire(import.meta.url)('../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] }).forbidden.filter(
  (rule) => rule.name !== 'no-circular',
);

/** Each file imports the modules listed; every module named exists. */
const tree: Record<string, string[]> = {
  'main.ts': ['./api/main', './server/main'],
  'api/main.ts': [],
  'api/app.ts': ['./basket/routes'],
  'api/basket/routes.ts': ['./service'],
  'api/basket/service.ts': ['./queries', '../coupon/service', '../db/database'],
  'api/basket/queries.ts': ['../catalog/schema'],
  'api/coupon/service.ts': [],
  'api/catalog/schema.ts': [],
  'api/db/database.ts': [],
  'api/order/place.ts': ['../basket/queries', '../../server/app', '../../build/pictures'],
  'api/order/service.ts': [],
  'api/order/model/money.ts': ['../service'],
  'api/payment/answer.ts': ['../order/model/money'],
  'server/main.ts': ['./app'],
  'server/app.ts': ['../client/App', '../shared/node/log', '../shared/contract'],
  'client/App.tsx': ['../shared/contract', '../shared/node/log', '../api/basket/service', 'node:fs'],
  // Into a file that imports nothing back, so that this probe is not an import cycle too.
  'shared/contract.ts': ['../build/tool'],
  'shared/node/log.ts': ['../contract'],
  'build/pictures.ts': ['../api/db/database', '../shared/contract'],
  'build/tool.ts': [],
  // The back office: the contract only; the storefront may not load it, nor it the storefront.
  'admin/App.tsx': ['../shared/contract', '../client/App', 'node:fs'],
  'client/entry.tsx': ['../admin/App'],
  'scripts/seed.ts': ['../api/basket/queries', '../build/pictures'],
  'test/basket.test.ts': ['../api/basket/queries', '../main'],
};

const expected = [
  'admin-imports-shared-only: admin/App.tsx → client/App.tsx',
  'api-domain-public-face: api/order/place.ts → api/basket/queries.ts',
  'api-imports-shared-only: api/order/place.ts → build/pictures.ts',
  'api-imports-shared-only: api/order/place.ts → server/app.ts',
  'browser-code-without-node-builtins: admin/App.tsx → fs',
  'browser-code-without-node-builtins: client/App.tsx → fs',
  'build-imports-shared-only: build/pictures.ts → api/db/database.ts',
  'client-imports-shared-only: client/App.tsx → api/basket/service.ts',
  'client-imports-shared-only: client/entry.tsx → admin/App.tsx',
  'order-leaves-stay-leaves: api/order/model/money.ts → api/order/service.ts',
  'shared-imports-shared-only: shared/contract.ts → build/tool.ts',
  'shared-node-stays-in-node: client/App.tsx → shared/node/log.ts',
];

describe('the arrows npm run lint checks (.dependency-cruiser.cjs)', () => {
  let dir = '';
  let found: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'boundaries-'));
    for (const [file, imports] of Object.entries(tree)) {
      await mkdir(join(dir, dirname(file)), { recursive: true });
      await writeFile(join(dir, file), imports.map((from, i) => `import * as m${i} from '${from}';\n`).join(''));
    }
    const result = await cruise(
      ['.'],
      { baseDir: dir, validate: true, ruleSet: { forbidden }, tsPreCompilationDeps: true },
      { extensions: ['.ts', '.tsx'] },
    );
    const { summary } = result.output as ICruiseResult;
    found = summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  }, 60_000);

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses each import against the arrows, naming the rule', () => {
    expect(found).toEqual(expected);
  });

  it("lets the storefront render the client, domains call services and the order's leaves, and scripts and tests reach anything", () => {
    const allowed = [
      'server/app.ts → client/App.tsx',
      'api/basket/service.ts → api/coupon/service.ts',
      'api/payment/answer.ts → api/order/model/money.ts',
      'scripts/',
      'test/',
      'main.ts →',
    ];
    for (const edge of allowed) expect(found.filter((v) => v.includes(edge))).toEqual([]);
  });
});
