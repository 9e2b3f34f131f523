import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { parseApiConfig } from '../../../api/config';
import { connect } from '../../../api/db/database';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('health checks', () => {
  const api = useTestApi();

  it('answers /healthz with 200 while the process is up', async () => {
    const response = await request(api().app).get('/healthz');
    expect(response.status).toBe(200);
    expectEnvelope(response);
  });

  it('answers /readyz with 200 when the database answers', async () => {
    const response = await request(api().app).get('/readyz');
    expect(response.status).toBe(200);
    expectEnvelope(response);
  });

  it('answers /readyz with 503 when the database is unreachable', async () => {
    const logger = pino({ level: 'silent' });
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const { db, pool } = connect('postgres://nobody@127.0.0.1:1/none', logger);
    try {
      const app = createApp({ db, logger, config: parseApiConfig({ NODE_ENV: 'test' }) });
      const response = await request(app).get('/readyz');
      expect(response.status).toBe(503);
      expectEnvelope(response);
      expect(response.body.errors).toEqual([{ message: 'База данных недоступна' }]);
      expect((await request(app).get('/healthz')).status).toBe(200);
    } finally {
      await pool.end();
    }
  });
});
