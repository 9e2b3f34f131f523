import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { textSink } from '../../test/support/text-sink';
import { requestIdFor, requestLog } from './request-log';

const NEW_ID = /^[0-9a-f-]{36}$/;

describe('requestIdFor', () => {
  it('keeps a plain token from the caller (a load balancer, the storefront)', () => {
    for (const id of ['3f2a-web.17', 'web-1234.abcd', 'lb-42']) expect(requestIdFor(id)).toBe(id);
  });

  it('makes a new id when there is none, or it is unsafe (could forge log lines) or too long', () => {
    for (const header of [undefined, '', 'a b', 'x\r\ny', 'a b<script>', 'a b"c', 'a'.repeat(129)]) {
      expect(requestIdFor(header)).toMatch(NEW_ID);
    }
  });

  it('takes the first of repeated headers', () => {
    expect(requestIdFor(['one', 'two'])).toBe('one');
  });
});

describe('requestLog', () => {
  /** An app with the request log in front of `/page/` and `/healthz`, and the lines it wrote. */
  function loggedApp() {
    const { stream, chunks: lines } = textSink();
    const app = express();
    app.use(requestLog(pino({ level: 'info' }, stream)));
    app.get('/page/', (_req, res) => {
      res.append('Set-Cookie', 'session=server-secret; HttpOnly').send('ok');
    });
    app.get('/healthz', (_req, res) => void res.send('ok'));
    return { app, lines };
  }

  it('writes one line per request with its id and hides cookies and credentials', async () => {
    const { app, lines } = loggedApp();
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

  it('echoes the caller’s id, and a new one in place of none or an unsafe one', async () => {
    const { app } = loggedApp();
    expect((await request(app).get('/page/').set('x-request-id', 'lb-42')).headers['x-request-id']).toBe('lb-42');
    expect((await request(app).get('/page/')).headers['x-request-id']).toMatch(NEW_ID);
    for (const id of ['a b<script>', 'a b"c']) {
      const res = await request(app).get('/page/').set('x-request-id', id);
      expect(res.headers['x-request-id']).not.toContain('<');
      expect(res.headers['x-request-id']).toMatch(NEW_ID);
    }
  });

  it('does not log the health checks of a load balancer', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/healthz');
    expect(lines).toHaveLength(0);
  });
});
