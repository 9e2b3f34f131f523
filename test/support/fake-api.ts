/**
 * A stand-in for the shop's back-end that speaks the contract, for storefront tests that need no
 * database. It listens on an ephemeral loopback port, records what reached it, and can be told
 * to fail a path or to report itself not ready.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import { fail, ok, type Section, type StaticInfo } from '../../shared/contract';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Request['headers'];
  body: string;
}

export interface FakeApi {
  url: string;
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
  close(): Promise<void>;
}

/** Text with characters that must be escaped when the state goes into a <script>. */
export const HOSTILE_TEXT = '</script><script>alert("xss")</script> & \u2028';

export const fakeStaticInfo: StaticInfo = {
  BRAND: { NAME: 'Органик Кидс', SLOGAN: HOSTILE_TEXT },
  PHONE: '79991234567',
  EMAIL: 'shop@example.ru',
  MESSENGER: { NAME: 'Telegram', HREF: 'https://t.me/example' },
  SOCIAL: [{ CODE: 'vk', NAME: 'ВКонтакте', HREF: 'https://vk.com/example' }],
  REQUISITES: ['ИП Иванова А. А.'],
  CERTIFICATION: ['Сертификат GOTS'],
  DOCUMENTS: [{ NAME: 'Оферта', HREF: '/docs/offer.pdf' }],
  FREE_DELIVERY_FROM: 7000,
  BANNER: 'Бесплатная доставка от 7 000 р. до пункта выдачи',
};

const section = (ID: number, CODE: string, NAME: string, parent: number | null, depth: number, ITEMS: Section[] = []): Section => ({
  ID,
  CODE,
  NAME,
  IBLOCK_SECTION_ID: parent,
  SORT: ID * 10,
  DEPTH_LEVEL: depth,
  URL: CODE === 'outlet' ? '/outlet/' : `/shop/${ID}-${CODE}-category/`,
  ITEMS,
});

export const fakeSectionTree: Section[] = [
  section(1, 'outlet', 'Outlet', null, 1),
  section(2, 'odezhda', 'Одежда', null, 1, [section(12, 'bodi', 'Боди', 2, 2)]),
  section(3, 'leto_2025', 'Лето 2025', null, 1),
];

export async function startFakeApi(): Promise<FakeApi> {
  const app = express();
  const fake: Omit<FakeApi, 'url' | 'close'> = {
    requests: [],
    failing: new Set(),
    ready: true,
    setCookies: [],
    redirects: [{ from: '/shop/odezhda/bodi/', to: '/shop/12-bodi-category/' }],
    staticInfo: fakeStaticInfo,
  };

  app.use(express.text({ type: () => true }));
  app.use((req, res, next) => {
    fake.requests.push({ method: req.method, url: req.originalUrl, headers: req.headers, body: typeof req.body === 'string' ? req.body : '' });
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
  app.get('/api/data/getStaticInfo/', (_req, res) => {
    res.json(ok(fake.staticInfo));
  });
  app.get('/api/catalog/section-tree/', (_req, res) => {
    res.json(ok(fakeSectionTree));
  });
  app.post('/api/data/', (_req, res) => {
    res.json(ok({ posters: [] }));
  });
  app.get('/api/data/redirects/', (_req, res) => {
    res.json(ok(fake.redirects));
  });
  // For the proxy tests: answers with what it received, with a status and a cookie of its own.
  app.all('/api/echo/{*rest}', (req, res) => {
    res.status(201).append('Set-Cookie', 'session=abc; Path=/; HttpOnly');
    res.json(
      ok({
        method: req.method,
        url: req.originalUrl,
        body: req.body,
        cookie: req.headers.cookie ?? null,
        requestId: req.headers['x-request-id'] ?? null,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        forwardedProto: req.headers['x-forwarded-proto'] ?? null,
        forwardedHost: req.headers['x-forwarded-host'] ?? null,
      }),
    );
  });
  app.use((_req, res) => {
    res.status(404).json(fail([{ message: 'Не найдено' }]));
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
