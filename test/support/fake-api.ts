/**
 * A stand-in for the shop's back-end that speaks the contract, for storefront tests that need no
 * database. It answers only calls of the contract table, each with data its response schema
 * accepts (fake-calls.ts), made by the contract fixtures' factory (client/testing/). It listens
 * on an ephemeral loopback port, records what reached it, and can be told to fail a path or to
 * report itself not ready. Beyond the calls it has /readyz, the api's health, and the proxy's
 * mirror under /api/echo/, a path no call has (test/server/fake-api.test.ts holds it to that).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import { staticInfo } from '../../client/testing/fixtures';
import { fail, ok, type StaticInfo } from '../../shared/contract';
import { fakeCallRouter, NOT_FOUND, type FakeAnswers, type FakeState } from './fake-calls';
import { fakeCatalogAnswers } from './fake-catalog';
import { fakeOrderAnswers } from './fake-order';
import { fakeProfileAnswers } from './fake-profile';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Request['headers'];
  body: string;
}

/** What a test may read and change of a running fake api. */
export interface FakeApiState extends FakeState {
  /** Every request that reached the fake, in order. */
  requests: RecordedRequest[];
  /** Paths (as in req.path, e.g. '/api/catalog/section-tree/') answered with a 500 envelope. */
  failing: Set<string>;
  /** What /readyz says. */
  ready: boolean;
  /** Set-Cookie headers every answer carries (an api that opens a session). */
  setCookies: string[];
  redirects: Array<{ from: string; to: string }>;
  staticInfo: StaticInfo;
}

export interface FakeApi extends FakeApiState {
  url: string;
  /** Stops listening; fails when the fake gave an answer off the contract that no test asked for. */
  close(): Promise<void>;
}

/** Text with characters that must be escaped when the state goes into a <script>. */
export const HOSTILE_TEXT = '</script><script>alert("xss")</script> & \u2028';

export const fakeStaticInfo: StaticInfo = { ...staticInfo, BRAND: { NAME: 'Органик Кидс', SLOGAN: HOSTILE_TEXT } };

/** The mirror's path: it answers what it received, for the tests of the storefront's /api proxy. */
export const MIRROR_PATH = '/api/echo/';

/** The shop's information, posters and redirects (spec §7.5). */
const dataAnswers = {
  'GET /data/getStaticInfo/': (_req, fake) => fake.staticInfo,
  'POST /data/': () => ({ posters: [] }),
  'GET /data/redirects/': (_req, fake) => fake.redirects,
  'GET /data/reviews/': () => [],
  'GET /data/partners/': () => [],
} satisfies FakeAnswers<FakeApiState>;

/** Every call the fake answers, by its id in the contract table. */
export const fakeAnswers: FakeAnswers<FakeApiState> = { ...dataAnswers, ...fakeCatalogAnswers, ...fakeOrderAnswers, ...fakeProfileAnswers };

/** Answers with what it received, with a status and a cookie of its own. */
function mirror(req: Request, res: express.Response) {
  res.status(201).append('Set-Cookie', 'session=abc; Path=/; HttpOnly');
  res.json(
    ok({
      method: req.method,
      url: req.originalUrl,
      body: req.body as unknown,
      cookie: req.headers.cookie ?? null,
      requestId: req.headers['x-request-id'] ?? null,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      forwardedProto: req.headers['x-forwarded-proto'] ?? null,
      forwardedHost: req.headers['x-forwarded-host'] ?? null,
    }),
  );
}

/** The fake's app, never listening: records each request, then its calls, /readyz and the mirror. */
export function fakeApiApp(fake: FakeApiState): express.Express {
  const app = express();
  app.use(express.text({ type: () => true }));
  app.use((req, res, next) => {
    fake.requests.push({
      method: req.method,
      url: req.originalUrl,
      headers: req.headers,
      body: typeof req.body === 'string' ? req.body : '',
    });
    for (const cookie of fake.setCookies) res.append('Set-Cookie', cookie);
    if (fake.failing.has(req.path)) {
      res.status(500).json(fail([{ message: 'Внутренняя ошибка' }]));
      return;
    }
    next();
  });
  app.get('/readyz', (_req, res) => {
    if (fake.ready) res.json(ok({ ready: true }));
    else res.status(503).json(fail([{ message: 'База данных недоступна' }]));
  });
  app.use(fakeCallRouter(fakeAnswers, fake));
  app.all(`${MIRROR_PATH}{*rest}`, mirror);
  app.use((_req, res) => {
    res.status(404).json(NOT_FOUND);
  });
  return app;
}

/** A fresh fake state: nothing asked yet, ready, the shop's information and one legacy redirect. */
export function freshFakeState(): FakeApiState {
  return {
    requests: [],
    failing: new Set(),
    ready: true,
    setCookies: [],
    redirects: [{ from: '/shop/odezhda/bodi/', to: '/shop/12-bodi-category/' }],
    staticInfo: fakeStaticInfo,
    offContract: {},
    contractBreaches: [],
  };
}

export async function startFakeApi(): Promise<FakeApi> {
  const fake = freshFakeState();
  const server: Server = await new Promise((resolve) => {
    const s = fakeApiApp(fake).listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (fake.contractBreaches.length > 0) {
        throw new Error(`The fake api answered off the contract:\n${fake.contractBreaches.join('\n')}`);
      }
    },
  });
}
