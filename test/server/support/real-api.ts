import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { createApp } from '../../../api/app';
import { parseApiConfig } from '../../../api/config';
import { createTestDatabase, type ApiEnv, type TestDatabase } from '../../support/database';
import { useFresh, type Lifetime } from '../../support/lifetime';

export interface RealApi {
  /** Where it listens on loopback: the storefront's API_URL. */
  url: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real api on a fresh test database, listening on a loopback port, for a storefront in front
 * of it (the file's, unless `per` says each test's); answers its getter. It logs to `logger`
 * (silent unless given: a test that reads its request log passes its own).
 */
export function useRealApi(env: ApiEnv = {}, per: Lifetime = 'file', logger: Logger = pino({ level: 'silent' })): () => RealApi {
  return useFresh(
    async (): Promise<RealApi> => {
      const database = await createTestDatabase();
      const config = parseApiConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...env });
      const server = createApp({ db: database.db, logger, config }).listen(0, '127.0.0.1');
      await new Promise<void>((resolve) => server.once('listening', resolve));
      const close = async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await database.drop();
      };
      return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, database, close };
    },
    (api) => api.close(),
    per,
  );
}
