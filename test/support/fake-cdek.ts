/**
 * A local stand-in for CDEK API v2 on an ephemeral port: the token (with an expiry the test sets
 * and a counter), offices paged, tarifflist, orders (202, then a number; or INVALID with errors the
 * test gives; a duplicate number), statuses the test sets, print jobs and their PDF, webhooks.
 * It answers 401 to a token it did not issue or that expired, and can be made slow.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export const CDEK_CLIENT_ID = 'fake-account';
export const CDEK_CLIENT_SECRET = 'fake-secure';

export interface FakeCdekOrder {
  uuid: string;
  body: Record<string, unknown>;
  cdekNumber: string | null;
  statuses: { code: string; date_time: string }[];
  invalid: { code: string; message: string }[] | null;
}

export interface FakeCdek {
  url: string;
  tokenRequests: number;
  /** The next tokens' expires_in, seconds. */
  tokenLifetimeSeconds: number;
  /** Revokes every token issued so far (the next call gets 401). */
  revokeTokens(): void;
  /** Every answer but the token's waits this long, ms. */
  delayMs: number;
  points: unknown[];
  tariffs: unknown[];
  orders: Map<string, FakeCdekOrder>;
  /** The next order is refused at once (400) with these errors… */
  refuseNext: { code: string; message: string }[] | null;
  /** …or accepted (202) and then found INVALID with these. */
  invalidateNext: { code: string; message: string }[] | null;
  /** How many reads of a new order pass before it gets its number. */
  readsBeforeNumber: number;
  setStatuses(uuid: string, codes: string[]): void;
  webhooks: unknown[];
  calls: { method: string; path: string }[];
  close(): Promise<void>;
}

export const FAKE_PDF = Buffer.from('%PDF-1.4\n% fake waybill\n%%EOF\n');

export async function startFakeCdek(): Promise<FakeCdek> {
  const tokens = new Map<string, number>();
  const reads = new Map<string, number>();
  const prints = new Map<string, number>();
  const app = express();
  const fake: FakeCdek = {
    url: '',
    tokenRequests: 0,
    tokenLifetimeSeconds: 3600,
    revokeTokens: () => tokens.clear(),
    delayMs: 0,
    points: [],
    tariffs: [],
    orders: new Map(),
    refuseNext: null,
    invalidateNext: null,
    readsBeforeNumber: 1,
    setStatuses(uuid, codes) {
      const order = fake.orders.get(uuid)!;
      order.statuses = codes.map((code, i) => ({ code, date_time: new Date(Date.UTC(2026, 11, 1, 10, i)).toISOString() }));
    },
    webhooks: [],
    calls: [],
    close: async () => undefined,
  };
  const orderBody = (order: FakeCdekOrder) => ({
    entity: { uuid: order.uuid, number: order.body.number, cdek_number: order.cdekNumber, statuses: order.statuses },
    requests: [{ type: 'CREATE', state: order.invalid ? 'INVALID' : 'SUCCESSFUL', errors: order.invalid ?? undefined }],
  });

  app.post('/v2/oauth/token', express.urlencoded({ extended: false }), (req, res) => {
    fake.tokenRequests++;
    const { grant_type, client_id, client_secret } = req.body as Record<string, string>;
    if (grant_type !== 'client_credentials' || client_id !== CDEK_CLIENT_ID || client_secret !== CDEK_CLIENT_SECRET) {
      res.status(401).json({ error: 'invalid_client' });
      return;
    }
    const token = randomUUID();
    tokens.set(token, Date.now() + fake.tokenLifetimeSeconds * 1000);
    res.json({ access_token: token, token_type: 'bearer', expires_in: fake.tokenLifetimeSeconds, scope: 'order:all' });
  });
  app.use('/v2', express.json(), async (req, res, next) => {
    fake.calls.push({ method: req.method, path: req.path });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    const expires = tokens.get(token);
    if (expires === undefined || expires <= Date.now()) {
      res.status(401).json({ errors: [{ code: 'v2_token_expired', message: 'Истёк срок действия токена' }] });
      return;
    }
    next();
  });
  app.get('/v2/deliverypoints', (req, res) => {
    const page = Number(req.query.page);
    const size = Number(req.query.size);
    res.json(fake.points.slice(page * size, (page + 1) * size));
  });
  app.post('/v2/calculator/tarifflist', (req, res) => {
    if ((req.body as { to_location: { code: number } }).to_location.code === 0) {
      res.status(400).json({ errors: [{ code: 'v2_city_not_found', message: 'Город не найден' }] });
      return;
    }
    res.json({ tariff_codes: fake.tariffs });
  });
  app.post('/v2/orders', (req, res) => {
    const body = req.body as Record<string, unknown>;
    if (fake.refuseNext) {
      res.status(400).json({ requests: [{ type: 'CREATE', state: 'INVALID', errors: fake.refuseNext }] });
      fake.refuseNext = null;
      return;
    }
    const existing = [...fake.orders.values()].find((o) => o.body.number === body.number && !o.invalid);
    if (existing) {
      res.status(400).json({
        requests: [
          { type: 'CREATE', state: 'INVALID', errors: [{ code: 'v2_im_number_already_used', message: 'Номер заказа уже использован' }] },
        ],
      });
      return;
    }
    const order: FakeCdekOrder = { uuid: randomUUID(), body, cdekNumber: null, statuses: [], invalid: fake.invalidateNext };
    fake.invalidateNext = null;
    fake.orders.set(order.uuid, order);
    res.status(202).json({ entity: { uuid: order.uuid }, requests: [{ type: 'CREATE', state: 'ACCEPTED' }] });
  });
  app.get('/v2/orders', (req, res) => {
    const order = [...fake.orders.values()].find((o) => o.body.number === req.query.im_number);
    if (!order) res.status(400).json({ errors: [{ code: 'v2_entity_not_found_im_number', message: 'Заказ не найден' }] });
    else res.json(orderBody(order));
  });
  app.get('/v2/orders/:uuid', (req, res) => {
    const order = fake.orders.get(req.params.uuid);
    if (!order) {
      res.status(404).json({ errors: [{ code: 'v2_entity_not_found', message: 'Заказ не найден' }] });
      return;
    }
    const seen = (reads.get(order.uuid) ?? 0) + 1;
    reads.set(order.uuid, seen);
    if (!order.invalid && !order.cdekNumber && seen >= fake.readsBeforeNumber) {
      order.cdekNumber = String(1_000_000_000 + fake.orders.size);
      if (order.statuses.length === 0) fake.setStatuses(order.uuid, ['CREATED', 'ACCEPTED']);
    }
    res.json(orderBody(order));
  });
  app.post('/v2/print/orders', (req, res) => {
    const uuid = randomUUID();
    prints.set(uuid, 0);
    res.status(202).json({ entity: { uuid }, requests: [{ type: 'CREATE', state: 'ACCEPTED' }] });
  });
  app.get('/v2/print/orders/:file.pdf', (_req, res) => {
    res.type('application/pdf').send(FAKE_PDF);
  });
  app.get('/v2/print/orders/:uuid', (req, res) => {
    const seen = (prints.get(req.params.uuid) ?? 0) + 1;
    prints.set(req.params.uuid, seen);
    const ready = seen >= 2;
    res.json({
      entity: {
        uuid: req.params.uuid,
        url: ready ? `${fake.url}/print/orders/${req.params.uuid}.pdf` : undefined,
        statuses: [{ code: 'ACCEPTED' }, ...(ready ? [{ code: 'PROCESSING' }, { code: 'READY' }] : [])],
      },
    });
  });
  app.post('/v2/webhooks', (req, res) => {
    fake.webhooks.push(req.body);
    res.json({ entity: { uuid: randomUUID() } });
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
