import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../shared/node/request-log';
import { textSink } from '../support/text-sink';

function capturingLogger() {
  const { stream, chunks: lines } = textSink();
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('request log', () => {
  it('writes one line per request with its id and hides cookies and credentials', async () => {
    const { logger, lines } = capturingLogger();
    const app = express();
    app.use(requestLog(logger));
    app.get('/page/', (_req, res) => {
      res.append('Set-Cookie', 'session=server-secret; HttpOnly').send('ok');
    });

    const res = await request(app)
      .get('/page/')
      .set('Cookie', 'session=shopper-secret')
      .set('Authorization', 'Bearer token-secret')
      .set('x-request-id', 'log-1');
    expect(res.status).toBe(200);

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry.req.id).toBe('log-1');
    expect(entry.res.statusCode).toBe(200);
    const text = lines.join('');
    expect(text).not.toContain('shopper-secret');
    expect(text).not.toContain('token-secret');
    expect(text).not.toContain('server-secret');
  });

  it('does not log the health checks of a load balancer', async () => {
    const { logger, lines } = capturingLogger();
    const app = express();
    app.use(requestLog(logger));
    app.get('/healthz', (_req, res) => void res.send('ok'));
    await request(app).get('/healthz');
    expect(lines).toHaveLength(0);
  });
});
