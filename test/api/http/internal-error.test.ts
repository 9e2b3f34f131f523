import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('a fault of our own', () => {
  const api = useTestApi();

  it('answers 500 «Внутренняя ошибка сервера» in the envelope and shows no stack', async () => {
    await api().db.execute(sql`ALTER TABLE sections RENAME TO sections_gone`);
    const response = await request(api().app).get('/api/catalog/section-tree/');
    expect(response.status).toBe(500);
    expectEnvelope(response);
    expect(response.body.errors).toEqual([{ message: 'Внутренняя ошибка сервера' }]);
    expect(response.text).not.toMatch(/sections|stack|\.ts:\d+/);
  });
});
