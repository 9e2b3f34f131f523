/**
 * The refunds API of the fake YooKassa (payment-fake-yookassa.ts): POST /v3/refunds checks a refund
 * as YooKassa would (a known succeeded payment, not more than is left of it), answers a repeated
 * Idempotence-Key with the same refund (the money goes back once), GET /v3/refunds/{id} reads one,
 * and plays what the test lines up in `refundScript`: an outage (500), a refund taken but answered
 * only after the client gave up ('late'), one still being processed ('pending', succeeded on the
 * next read), or one the bank cancels ('canceled').
 */
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';

export type RefundAnswer = 'ok' | 'http-500' | 'late' | 'pending' | 'canceled';

export interface FakeRefund {
  id: string;
  key: string;
  paymentId: string;
  kopecks: number;
  status: 'pending' | 'succeeded' | 'canceled';
}

export interface FakeRefunds {
  /** Every refund YooKassa made, in order: money that left the shop's account. */
  refunds: FakeRefund[];
  /** What the coming refund requests get, in order; once empty, each is checked and made. */
  refundScript: RefundAnswer[];
  /** How long a 'late' answer waits after the refund is made, ms (longer than the client's timeout). */
  refundLateMs: number;
}

const kopecks = (value: string) => Math.round(Number(value) * 100);

export function serveFakeRefunds(app: Express, fake: FakeRefunds, paymentKopecks: (id: string) => number | undefined): void {
  const byKey = new Map<string, FakeRefund>();
  const body = (r: FakeRefund) => ({
    id: r.id,
    payment_id: r.paymentId,
    status: r.status,
    amount: { value: (r.kopecks / 100).toFixed(2), currency: 'RUB' },
    created_at: new Date().toISOString(),
  });
  app.post('/v3/refunds', async (req, res) => {
    const key = req.header('Idempotence-Key');
    if (!key) {
      res.status(400).json({ type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' });
      return;
    }
    const known = byKey.get(key);
    if (known) {
      res.json(body(known));
      return;
    }
    const answer = fake.refundScript.shift() ?? 'ok';
    if (answer === 'http-500') {
      res.status(500).json({ type: 'error', code: 'internal_server_error' });
      return;
    }
    const paymentId = String(req.body?.payment_id ?? '');
    const paid = paymentKopecks(paymentId);
    const asked = kopecks(String(req.body?.amount?.value ?? '0'));
    const returned = fake.refunds
      .filter((r) => r.paymentId === paymentId && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.kopecks, 0);
    if (paid === undefined || asked <= 0 || asked > paid - returned) {
      res.status(400).json({ type: 'error', code: 'invalid_request', description: 'Refund amount', parameter: 'amount' });
      return;
    }
    const status = answer === 'pending' ? 'pending' : answer === 'canceled' ? 'canceled' : 'succeeded';
    const refund: FakeRefund = { id: randomUUID(), key, paymentId, kopecks: asked, status };
    fake.refunds.push(refund);
    byKey.set(key, refund);
    // The first answer is kept as it was: a repeated key gets it again, as YooKassa answers a repeat.
    const first = body(refund);
    if (answer === 'pending') refund.status = 'succeeded';
    if (answer === 'late') await new Promise((resolve) => setTimeout(resolve, fake.refundLateMs));
    if (!res.destroyed) res.json(first);
  });
  app.get('/v3/refunds/:id', (req, res) => {
    const refund = fake.refunds.find((r) => r.id === req.params.id);
    if (!refund) {
      res.status(404).json({ type: 'error', code: 'not_found' });
      return;
    }
    res.json(body(refund));
  });
}

/** What YooKassa's refund `id` returned, for the receipts API; undefined when it made no such refund. */
export const refundKopecks = (fake: FakeRefunds, id: string) => {
  const refund = fake.refunds.find((r) => r.id === id && r.status === 'succeeded');
  return refund?.kopecks;
};
