import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { textSink } from '../../test/support/text-sink';
import { noteUpstream, requestIdFor, requestLog } from './request-log';

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
  function loggedApp(level: 'info' | 'debug' = 'info') {
    const { stream, chunks: lines } = textSink();
    const app = express();
    app.use(requestLog(pino({ level }, stream)));
    app.get('/page/', (_req, res) => {
      res.append('Set-Cookie', 'session=server-secret; HttpOnly').send('ok');
    });
    app.get('/proxied/', (req, res) => {
      noteUpstream(req, 'api', 12);
      res.status(502).send('нет');
    });
    app.get('/healthz', (_req, res) => void res.send('ok'));
    return { app, lines };
  }

  /** What a shopper's request sends that must never reach a log line in the clear. */
  const secretRequest = (app: express.Express, path = '/page/') =>
    request(app).get(path).set('Cookie', 'sid=shopper-secret').set('Authorization', 'Bearer token-secret').set('x-request-id', 'log-1');

  it('writes one line per request: method, path, status, time, request id, the address; no headers at info', async () => {
    const { app, lines } = loggedApp();
    expect((await secretRequest(app)).status).toBe(200);

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ reqId: 'log-1', method: 'GET', path: '/page/', status: 200, level: 30 });
    expect(entry.ms).toEqual(expect.any(Number));
    expect(entry.clientIp).toMatch(/127\.0\.0\.1/);
    expect(Object.keys(entry)).not.toContain('headers');
    expect(Object.keys(entry)).not.toContain('req');
    const text = lines.join('');
    for (const secret of ['shopper-secret', 'token-secret', 'server-secret', 'cookie', 'user-agent']) expect(text).not.toContain(secret);
  });

  it('adds the headers at debug, with the cookies and the token hidden', async () => {
    const { app, lines } = loggedApp('debug');
    await secretRequest(app);
    const entry = JSON.parse(lines[0]!);
    expect(entry.headers.cookie).toBe('[скрыто]');
    expect(entry.headers.authorization).toBe('[скрыто]');
    expect(entry.resHeaders['set-cookie']).toBe('[скрыто]');
    expect(entry.headers['x-request-id']).toBe('log-1');
    const text = lines.join('');
    for (const secret of ['shopper-secret', 'token-secret', 'server-secret']) expect(text).not.toContain(secret);
  });

  it('hides phones and e-mails in the path and the query, and secret parameters', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/page/?q=%2B7%20916%20123-45-67&email=mama%40example.ru&sort=price');
    await request(app).get('/page/?q=89161234567&note=mama@example.ru&sid=abc');
    const paths = lines.map((line) => JSON.parse(line).path as string);
    expect(paths).toEqual([
      '/page/?q=+7 ***-***-**-67&email=[скрыто]&sort=price',
      '/page/?q=+7 ***-***-**-67&note=***@example.ru&sid=[скрыто]',
    ]);
  });

  it('carries the upstream and its time when a proxy noted them; a 5xx is an error without a made-up stack', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/proxied/');
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 50, status: 502, upstream: 'api', upstreamMs: 12 });
    expect(entry.err).toBeUndefined();
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
