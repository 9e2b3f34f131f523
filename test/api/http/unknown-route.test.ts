import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('an unknown api route', () => {
  const api = useTestApi();

  it.each([
    // '/api/catalog/{code}/' is a section listing (issue 3): an unknown code there is «Раздел не найден».
    ['GET', '/api/catalog/no-such-call/x/'],
    ['POST', '/api/unknown/'],
    ['GET', '/api/data/'],
  ] as const)('answers %s %s with 404 and «Метод API не найден»', async (method, path) => {
    const response = await (method === 'GET' ? request(api().app).get(path) : request(api().app).post(path).send({}));
    expect(response.status).toBe(404);
    expectEnvelope(response);
    expect(response.body.errors).toEqual([{ message: 'Метод API не найден' }]);
  });

  it.each([
    ['PUT', '/api/basket/', 'GET, HEAD'],
    ['DELETE', '/api/order/checkout/', 'POST'],
    ['PATCH', '/api/catalog/some-section/', 'GET, HEAD'],
    ['GET', '/api/data/', 'POST'],
  ] as const)('answers %s %s as an unknown call, with Allow: %s', async (method, path, allow) => {
    const response = await request(api().app)[method === 'GET' ? 'get' : (method.toLowerCase() as 'put' | 'delete' | 'patch')](path);
    expect(response.status).toBe(404);
    expectEnvelope(response);
    expect(response.body.errors).toEqual([{ message: 'Метод API не найден' }]);
    expect(response.headers.allow).toBe(allow);
  });
});
