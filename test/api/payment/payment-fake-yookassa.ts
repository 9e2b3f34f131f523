/**
 * A local stand-in for YooKassa API v3 (POST /payments, GET /payments/{id}, POST /receipts in
 * payment-fake-receipts.ts, POST /refunds and GET /refunds/{id} in payment-fake-refunds.ts) on an
 * ephemeral port:
 * it records every request, answers a repeated Idempotence-Key with the same payment, and can be
 * told to fail or to report any status.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { serveFakeReceipts, type FakeReceipts } from './payment-fake-receipts';
import { refundKopecks, serveFakeRefunds, type FakeRefunds } from './payment-fake-refunds';

export const SHOP_ID = '123456';
export const SECRET_KEY = 'test_secret-key';

type Status = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export interface FakePayment {
  id: string;
  status: Status;
  amount: { value: string; currency: string };
  link: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeYookassa extends FakeReceipts, FakeRefunds {
  /** The API base, as YOOKASSA_API_URL. */
  url: string;
  calls: RecordedCall[];
  payments: Map<string, FakePayment>;
  /** How many coming creations answer 500 (the payment is not made). */
  failCreates: number;
  /** How many coming creations make the payment, then answer only after `createLateMs` (past the client's timeout). */
  lateCreates: number;
  createLateMs: number;
  /** Every read answers 500 while set. */
  failReads: boolean;
  close(): Promise<void>;
}

export async function startFakeYookassa(): Promise<FakeYookassa> {
  const byKey = new Map<string, string>();
  const app = express();
  // One object for the handlers and the test: what the test sets, the handlers see.
  const fake: FakeYookassa = {
    url: '',
    calls: [],
    payments: new Map(),
    failCreates: 0,
    lateCreates: 0,
    createLateMs: 0,
    failReads: false,
    receipts: [],
    receiptScript: [],
    lateMs: 0,
    refunds: [],
    refundScript: [],
    refundLateMs: 0,
    close: async () => {},
  };
  const paymentBody = (p: FakePayment) => ({
    id: p.id,
    status: p.status,
    paid: p.status === 'succeeded',
    amount: p.amount,
    confirmation: { type: 'qr', confirmation_data: p.link },
    created_at: new Date().toISOString(),
    test: true,
  });

  app.use(express.json());
  app.use((req, _res, next) => {
    fake.calls.push({ method: req.method, path: req.path, headers: req.headers, body: req.body });
    next();
  });
  app.post('/v3/payments', async (req, res) => {
    if (fake.failCreates > 0) {
      fake.failCreates -= 1;
      res.status(500).json({ type: 'error', code: 'internal_server_error' });
      return;
    }
    const key = req.header('Idempotence-Key');
    if (!key) {
      res.status(400).json({ type: 'error', code: 'invalid_request', description: 'Idempotence-Key' });
      return;
    }
    const known = byKey.get(key);
    if (known) {
      res.json(paymentBody(fake.payments.get(known)!));
      return;
    }
    const id = randomUUID();
    const kopecks = Math.round(Number(req.body.amount.value) * 100);
    const payment: FakePayment = {
      id,
      status: 'pending',
      amount: req.body.amount,
      link: `https://qr.nspk.ru/BD10${id.replace(/-/g, '').slice(0, 28).toUpperCase()}?type=02&bank=100000000111&sum=${kopecks}&cur=RUB&crc=1A2B`,
    };
    byKey.set(key, id);
    fake.payments.set(id, payment);
    if (fake.lateCreates > 0) {
      fake.lateCreates -= 1;
      await new Promise((resolve) => setTimeout(resolve, fake.createLateMs));
    }
    res.json(paymentBody(payment));
  });
  app.get('/v3/payments/:id', (req, res) => {
    if (fake.failReads) {
      res.status(500).json({ type: 'error', code: 'internal_server_error' });
      return;
    }
    const payment = fake.payments.get(req.params.id);
    if (!payment) {
      res.status(404).json({ type: 'error', code: 'not_found' });
      return;
    }
    res.json(paymentBody(payment));
  });

  const paymentKopecks = (id: string) => {
    const payment = fake.payments.get(id);
    return payment ? Math.round(Number(payment.amount.value) * 100) : undefined;
  };
  serveFakeReceipts(app, fake, paymentKopecks, (id) => refundKopecks(fake, id));
  serveFakeRefunds(app, fake, paymentKopecks);

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v3`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}
