/**
 * A stand-in for the shop's back-end that speaks the contract, for storefront tests that need no
 * database. It listens on an ephemeral loopback port, records what reached it, and can be told
 * to fail a path or to report itself not ready.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import { fail, ok, type Section, type StaticInfo } from '../../shared/contract';
import { findSectionByCode } from '../../shared/sections';
import { fakeFacets, fakeListing, fakeProductCard, fakeProductDetail, fakeSearchPage, fakeSearchResult, fakeSitemap } from './fake-catalog';
import { mountFakeOrders } from './fake-order';
import { mountFakeProfile } from './fake-profile';

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

const unknown = (res: express.Response) => res.status(404).json(fail([{ message: 'Товар не найден' }]));
const sectionRef = (s: Section) => ({ ID: s.ID, CODE: s.CODE, NAME: s.NAME, URL: s.URL });

/** The catalogue calls of issue 3 (fake-catalog.ts): known codes answer, unknown ones are 404. */
function mountFakeCatalog(app: express.Express) {
  app.get('/api/catalog/block/:block/', (_req, res) => {
    res.json(ok({ ITEMS: [fakeProductCard] }));
  });
  app.get('/api/data/reviews/', (_req, res) => {
    res.json(ok([]));
  });
  app.get('/api/data/partners/', (_req, res) => {
    res.json(ok([]));
  });
  app.get('/api/wishlist/', (_req, res) => {
    res.json(ok({ ITEMS: [] }));
  });
  app.get('/api/catalog/filter/', (_req, res) => {
    res.json(ok(fakeFacets));
  });
  app.get('/api/catalog/sitemap/', (_req, res) => {
    res.json(ok(fakeSitemap));
  });
  app.get('/api/catalog/search-pagen/', (req, res) => {
    res.json(ok(fakeSearchPage(String(req.query.query ?? ''), Number(req.query.page) || 1)));
  });
  app.post('/api/catalog/search/', (req, res) => {
    res.json(
      ok(
        String(req.query.query ?? '')
          .toLowerCase()
          .includes('боди')
          ? [fakeSearchResult]
          : [],
      ),
    );
  });
  app.get('/api/catalog/filter-promo/:code/', (req, res) => {
    const section = findSectionByCode(fakeSectionTree, req.params.code);
    if (!section) return void unknown(res);
    res.json(ok(fakeListing(null, { CODE: section.CODE, NAME: section.NAME, DESCRIPTION: 'Лёгкая летняя капсула.' })));
  });
  app.get(['/api/catalog/:code/detail/', '/api/catalog/:code/detail-complex/'], (req, res) => {
    if (req.params.code !== fakeProductDetail.CODE) return void unknown(res);
    res.json(ok(fakeProductDetail));
  });
  app.get('/api/catalog/', (_req, res) => {
    res.json(ok(fakeListing(null)));
  });
  app.get('/api/catalog/:code/', (req, res) => {
    const section = findSectionByCode(fakeSectionTree, req.params.code);
    if (!section) return void unknown(res);
    res.json(ok(fakeListing(sectionRef(section))));
  });
}

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
  mountFakeCatalog(app);
  mountFakeOrders(app);
  mountFakeProfile(app);
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
