/**
 * `npm run admin -- create-owner EMAIL [NAME]`: the back office's first owner (issue 23), with a
 * one-time password printed once; her first sign-in at /admin/ replaces it with her own and enrols TOTP. An e-mail
 * already taken is refused with a message, and nothing changes. Also the way back in for a shop
 * whose every owner lost her second factor: a new owner resets the others in the back office.
 */
import { pino } from 'pino';
import { createOwner } from '../api/admin/service';
import { parseApiConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { migrateDatabase } from '../api/db/migrate';

const [command, email, ...name] = process.argv.slice(2);
if (command !== 'create-owner' || !email) {
  console.error('Использование: npm run admin -- create-owner <почта> [имя]');
  process.exit(2);
}

const config = parseApiConfig(process.env);
const database = await openDatabase(config, pino({ level: 'warn' }));
try {
  // The staff tables come with the release that brings this command: a shop not started since has them after this.
  await migrateDatabase(database.pool);
  const result = await createOwner(database.db, email, name.join(' ') || undefined);
  if (result.created) {
    console.log(`Владелец ${result.email} создан. Одноразовый пароль (показан один раз): ${result.password}`);
    console.log('Войдите с ним на /admin/: панель попросит придумать свой пароль и подключить приложение для кодов (TOTP).');
  } else {
    console.error(result.message);
    process.exitCode = 1;
  }
} catch (error) {
  console.error('Владелец не создан:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
