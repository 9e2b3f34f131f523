/**
 * `npm run docs:config`: writes docs/configuration.md from the zod schemas of the roles and the
 * tools (scripts/docs/configuration.ts). Run it after changing a setting; the tests fail until then.
 */
import { writeFileSync } from 'node:fs';
import { CONFIGURATION_DOC, configurationDoc } from './docs/configuration';

writeFileSync(CONFIGURATION_DOC, await configurationDoc());
console.log(`Записано: ${CONFIGURATION_DOC}`);
