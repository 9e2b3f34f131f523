/**
 * `bench:basket`'s shopper: one browser (its own `sid` cookie and keep-alive connection), and the
 * round it repeats — add two sizes, recalculate the draft, place the order with a pickup point.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: { status: string; errors: Array<{ message: string }>; data: unknown };
  ms: number;
}

/**
 * Shopper `index`'s own address and phone, as twenty parents on twenty phones have: the api's order
 * limits then count one row per shopper, as in the shop, instead of every order of the run queueing
 * on one limiter row of one address and one phone (`--one-address` measures that case).
 */
export function identity(index: number, oneAddress: boolean): { address: string; phone: string } {
  if (oneAddress) return { address: '10.1.0.1', phone: '+7 (916) 123-45-67' };
  const n = index % 10_000;
  return {
    address: `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    phone: `+7 (916) ${String(100 + Math.floor(n / 100)).padStart(3, '0')}-${String(n % 100).padStart(2, '0')}-45`,
  };
}

/** One shopper: a cookie jar and one keep-alive connection, as a browser tab has. */
export class Shopper {
  private cookie = '';
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  /** `address` reaches the api as the storefront's proxy writes it (X-Forwarded-For from a loopback peer). */
  constructor(
    private readonly base: string,
    private readonly address: string,
  ) {}

  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': this.address };
      if (this.cookie) headers.cookie = this.cookie;
      if (payload) headers['content-type'] = 'application/json';
      const start = performance.now();
      const req = http.request(this.base + path, { agent: this.agent, method, headers, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - start;
          const sid = res.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          if (sid) this.cookie = sid.split(';')[0]!;
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'], ms });
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

export type CallName = 'add' | 'draft' | 'checkout';

export interface Round {
  /** The two offers added, the first once, the second twice. */
  offers: [number, number];
  pickupPointId: number;
  phone: string;
  idempotencyKey: string;
}

/** One order's calls in turn; `seen` gets each answer as it arrives. */
export async function shopRound(shopper: Shopper, round: Round, seen: (call: CallName, answer: Answer) => void): Promise<void> {
  const form = {
    name: 'Анна Покупатель',
    phone: round.phone,
    delivery: 'pickup' as const,
    pickupPointId: round.pickupPointId,
    payment: 'sbp' as const,
    consent: true,
  };
  seen('add', await shopper.call('GET', `/basket/add/?id=${round.offers[0]}&quantity=1`));
  seen('add', await shopper.call('GET', `/basket/add/?id=${round.offers[1]}&quantity=2`));
  seen('draft', await shopper.call('POST', '/order/', form));
  seen('checkout', await shopper.call('POST', '/order/checkout/', { ...form, idempotencyKey: round.idempotencyKey }));
}
