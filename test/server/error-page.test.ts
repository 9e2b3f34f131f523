import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../server/middleware/error-handler';
import { requestLog } from '../../shared/node/request-log';

describe('the error page', () => {
  it('shows a plain page in Russian with status 500 and no stack', async () => {
    const app = express();
    app.use(requestLog(pino({ level: 'silent' })));
    app.get('/broken/', () => {
      throw new Error('секретная подробность');
    });
    app.use(errorHandler());

    const res = await request(app).get('/broken/');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<html lang="ru">');
    expect(res.text).toContain('Что-то пошло не так');
    expect(res.text).not.toContain('секретная подробность');
    expect(res.text).not.toMatch(/\bat\s.+:\d+/);
  });
});
