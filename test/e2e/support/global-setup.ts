import { existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startBuiltShop } from '../../../scripts/built-shop';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo owner as the start log printed her: what a visitor of `npm start` signs in with. */
    demoOwner: { email: string; password: string };
  }
}

const DATA_DIR = './data/e2e';

/** Starts the built shop as `npm start` does, on a fresh embedded database, for the whole run. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/main.js')) throw new Error('Нет сборки: запустите npm run build');
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(`${DATA_DIR}.password`, { force: true });
  // The authenticators the journeys' files share (test/e2e/support/admin.ts): a fresh shop has none enrolled.
  rmSync('test-results/admin/.authenticators.json', { force: true });
  const shop = await startBuiltShop({
    env: {
      NODE_ENV: 'production',
      SBP_SANDBOX_DEMO: 'on',
      SMS_SANDBOX_DEMO: 'on',
      ADMIN_DEMO_OWNER: 'on',
      // The sandbox carrier's parcels move a step a second: delivered within a journey (delivery.e2e.ts).
      DELIVERY_SANDBOX_STEP_SECONDS: '1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
    },
    readyPath: '/readyz',
    readyTimeoutMs: 90_000,
    logs: 'inherit',
  });
  project.provide('baseUrl', shop.url);
  const printed = /демо-владелец (\S+), пароль (\S+)/.exec(shop.stdout());
  if (!printed) throw new Error(`Магазин не напечатал демо-владельца панели управления:\n${shop.stdout()}`);
  project.provide('demoOwner', { email: printed[1]!, password: printed[2]! });

  return async () => {
    await shop.stop();
    rmSync(DATA_DIR, { recursive: true, force: true });
    rmSync(`${DATA_DIR}.password`, { force: true });
  };
}
