import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { legacyRedirects, posters, sections, shopInfo } from '../../../api/db/schema';
import { useTestApi, type TestApi } from '../../support/database';
import { expectRussianMessage, refusalMessage } from '../../support/envelope';

async function snapshot(api: TestApi) {
  return {
    sections: await api.db.select().from(sections),
    posters: await api.db.select().from(posters),
    info: await api.db.select().from(shopInfo),
    redirects: await api.db.select().from(legacyRedirects),
  };
}

describe('bad input to POST /api/data/', () => {
  const api = useTestApi();

  const cases: Array<[string, () => request.Test]> = [
    ['a missing path', () => request(api().app).post('/api/data/').send({ EXTEND: 'Y' })],
    ['no body at all', () => request(api().app).post('/api/data/')],
    ['a path not starting with /', () => request(api().app).post('/api/data/').send({ path: 'shop/', EXTEND: 'Y' })],
    ['a path that is not a string', () => request(api().app).post('/api/data/').send({ path: 42 })],
    ['an EXTEND other than Y', () => request(api().app).post('/api/data/').send({ path: '/', EXTEND: 'N' })],
    ['malformed JSON', () => request(api().app).post('/api/data/').set('content-type', 'application/json').send('{"path": "/",')],
  ];

  it.each(cases)('answers %s with 400, a Russian message and changes nothing', async (_name, call) => {
    const before = await snapshot(api());
    const response = await call();
    refusalMessage(response, 400);
    for (const error of response.body.errors) expectRussianMessage(error.message);
    expect(await snapshot(api())).toEqual(before);
  });

  it('names the field that is wrong', async () => {
    const response = await request(api().app).post('/api/data/').send({ path: '/', EXTEND: 'N' });
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0].message).toContain('EXTEND');
  });

  it('uses the contract’s own message for a path without a leading slash', async () => {
    const response = await request(api().app).post('/api/data/').send({ path: 'shop/' });
    expect(response.body.errors).toEqual([{ message: 'Адрес страницы должен начинаться с «/»', customData: { field: 'path' } }]);
  });

  it('says the body is not JSON when it cannot be parsed', async () => {
    const response = await request(api().app).post('/api/data/').set('content-type', 'application/json').send('{oops');
    expect(response.body.errors).toEqual([{ message: 'Тело запроса не является корректным JSON' }]);
  });
});
