/**
 * The receipts API of the fake YooKassa (payment-fake-yookassa.ts): POST /v3/receipts checks a
 * receipt as YooKassa would (a known payment, lines adding up to the settlements, the cashless part
 * equal to the payment, or none in a receipt at handover, whose lines are all «полный расчёт»; a
 * refund's receipt names a refund made and returns exactly its money),
 * answers a repeated Idempotence-Key with the same receipt (never a second one), and plays what
 * the test lines up in `receiptScript`: an outage (500), a 429, a refusal (400 invalid_request), or
 * a receipt taken but answered only after the client gave up.
 */
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';

export type ReceiptAnswer = 'ok' | 'http-500' | 'http-429' | 'invalid' | 'late';

export interface FakeReceipt {
  id: string;
  key: string;
  body: ReceiptBody;
}

interface Amount {
  value: string;
  currency: string;
}

export interface ReceiptBody {
  type: string;
  /** A payment's receipt names its payment; a refund's («возврат прихода») its refund. */
  payment_id?: string;
  refund_id?: string;
  customer: { full_name?: string; phone?: string; email?: string };
  send: boolean;
  items: Array<{ description: string; quantity: string; amount: Amount; vat_code: number; payment_mode: string; payment_subject: string }>;
  settlements: Array<{ type: string; amount: Amount }>;
}

export interface FakeReceipts {
  /** The receipts registered, in order: what the tax office would see. */
  receipts: FakeReceipt[];
  /** What the coming receipt requests get, in order; once empty, each is checked and taken. */
  receiptScript: ReceiptAnswer[];
  /** How long a 'late' answer waits after the receipt is taken, ms (longer than the client's timeout). */
  lateMs: number;
}

const kopecks = (amount: Amount) => Math.round(Number(amount.value) * 100);

/** What YooKassa would refuse in `body` (400 invalid_request), or null. */
function refusal(body: ReceiptBody, paymentKopecks: Kopecks, refundKopecks: Kopecks): string | null {
  const refund = body.type === 'refund';
  const paid = refund ? refundKopecks(body.refund_id ?? '') : paymentKopecks(body.payment_id ?? '');
  if (paid === undefined) return refund ? 'refund_id' : 'payment_id';
  if (!body.customer?.email && !body.customer?.phone) return 'customer';
  if (!Array.isArray(body.items) || body.items.length === 0) return 'items';
  for (const item of body.items) {
    if (!item.description || item.description.length > 128) return 'items.description';
    if (!(item.vat_code >= 1 && item.vat_code <= 12)) return 'items.vat_code';
  }
  const lines = body.items.reduce((sum, item) => sum + Math.round(kopecks(item.amount) * Number(item.quantity)), 0);
  const settled = body.settlements.reduce((sum, s) => sum + kopecks(s.amount), 0);
  if (lines !== settled) return 'settlements';
  const cashless = body.settlements.filter((s) => s.type === 'cashless').reduce((sum, s) => sum + kopecks(s.amount), 0);
  // A receipt at handover («полный расчёт», prepayment counted) takes no money; any other takes the payment.
  const handover = body.items.every((item) => item.payment_mode === 'full_payment');
  if (body.type === 'payment' && cashless !== (handover ? 0 : paid)) return 'settlements.cashless';
  // A refund's receipt returns exactly the money the refund returned.
  if (refund && cashless !== paid) return 'settlements.cashless';
  return null;
}

type Kopecks = (id: string) => number | undefined;

export function serveFakeReceipts(
  app: Express,
  fake: FakeReceipts,
  paymentKopecks: Kopecks,
  refundKopecks: Kopecks = () => undefined,
): void {
  const answers = new Map<string, { status: number; body: unknown }>();
  app.post('/v3/receipts', async (req, res) => {
    const key = req.header('Idempotence-Key');
    if (!key) {
      res.status(400).json({ type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' });
      return;
    }
    const known = answers.get(key);
    if (known) {
      res.status(known.status).json(known.body);
      return;
    }
    const answer = fake.receiptScript.shift() ?? 'ok';
    if (answer === 'http-500') {
      res.status(500).json({ type: 'error', code: 'internal_server_error', description: 'Internal server error' });
      return;
    }
    if (answer === 'http-429') {
      res.status(429).json({ type: 'error', code: 'too_many_requests', description: 'Too many requests' });
      return;
    }
    const body = req.body as ReceiptBody;
    const refused = answer === 'invalid' ? 'items.payment_subject' : refusal(body, paymentKopecks, refundKopecks);
    if (refused) {
      const error = { type: 'error', code: 'invalid_request', description: 'Invalid receipt data', parameter: refused };
      answers.set(key, { status: 400, body: error });
      res.status(400).json(error);
      return;
    }
    const receipt: FakeReceipt = { id: randomUUID(), key, body };
    fake.receipts.push(receipt);
    const taken = {
      id: receipt.id,
      type: body.type,
      payment_id: body.payment_id,
      status: 'pending',
      items: body.items,
      settlements: body.settlements,
    };
    answers.set(key, { status: 200, body: taken });
    if (answer === 'late') await new Promise((resolve) => setTimeout(resolve, fake.lateMs));
    if (!res.destroyed) res.json(taken);
  });
}
