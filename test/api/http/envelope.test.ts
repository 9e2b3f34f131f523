import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('the api envelope', () => {
  const api = useTestApi();

  const calls: Array<[string, (app: TestApi['app']) => request.Test, number]> = [
    ['GET /healthz', (app) => request(app).get('/healthz'), 200],
    ['GET /readyz', (app) => request(app).get('/readyz'), 200],
    ['POST /api/data/', (app) => request(app).post('/api/data/').send({ path: '/', EXTEND: 'Y' }), 200],
    ['POST /api/data/ with bad input', (app) => request(app).post('/api/data/').send({ path: 'x' }), 400],
    ['GET /api/data/getStaticInfo/', (app) => request(app).get('/api/data/getStaticInfo/'), 200],
    ['GET /api/data/redirects/', (app) => request(app).get('/api/data/redirects/'), 200],
    ['GET /api/catalog/section-tree/', (app) => request(app).get('/api/catalog/section-tree/'), 200],
    ['GET /api/catalog/section-list/', (app) => request(app).get('/api/catalog/section-list/'), 200],
    ['GET /api/nothing-here/', (app) => request(app).get('/api/nothing-here/'), 404],
  ];

  it.each(calls)('wraps the answer of %s in the envelope with a truthful status', async (_name, call, status) => {
    const response = await call(api().app);
    expect(response.status).toBe(status);
    expectEnvelope(response);
  });
});
