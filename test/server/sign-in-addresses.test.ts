/**
 * A stranger who forges X-Forwarded-For cannot become many addresses to spend a parent's sign-in
 * codes (issue 21, item 1; docs/decisions/035): the real api behind the real storefront, under
 * TRUST_PROXY=none (the shop faces the internet itself) and loopback (a proxy on its machine
 * names the shopper). The stranger's forged requests are one address, held by the resend minute
 * of that phone and address; the phone's owner, from another address, still gets a code at once.
 */
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listenLocal } from './support/from-address';
import { useRealApi } from './support/real-api';
import { useTestShop } from './support/shop';

const api = useRealApi();

let phones = 0;
/** Each test's victim: a phone nobody asked a code for yet. */
const victimPhone = () => `+7 916 800-${String(++phones).padStart(4, '0')}`;

interface Envelope {
  data: { DEMO_CODE?: string } | null;
  errors: { message: string; customData?: { field?: string } }[];
}

/** What a test reads of an answer, from supertest or from a request of its own. */
interface Answer {
  status: number;
  body: unknown;
}

/** A sendCode from a loopback address of our choosing (Linux answers all of 127.0.0.0/8), as a real peer. */
function sendCodeFrom(url: string, localAddress: string, phone: string, headers: Record<string, string> = {}): Promise<Answer> {
  const body = JSON.stringify({ phone });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/profile/sendCode/`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What the stranger's requests got: only the first code went out, the rest waited for the minute. */
function expectOneAddress(answers: Answer[]) {
  expect(answers.map((a) => a.status)).toEqual([200, 429, 429, 429, 429]);
  for (const refused of answers.slice(1)) {
    const [error] = (refused.body as Envelope).errors;
    expect(error!.message).toMatch(/^Слишком много запросов кода\. Попробуйте через \d+ с$/);
    expect(error!.customData?.field).toBe('phone');
  }
}

/** The owner's answer: a code at once, no proof of work asked. */
function expectServed(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect((answer.body as Envelope).data?.DEMO_CODE).toMatch(/^\d{6}$/);
}

describe('a shop facing the internet itself (TRUST_PROXY=none)', () => {
  const shop = useTestShop(() => ({ env: { API_URL: api().url, TRUST_PROXY: 'none' } }));

  it("takes five forged X-Forwarded-For for one address, and the phone's owner from another address gets a code", async () => {
    const phone = victimPhone();
    const forged = ['203.0.113.1', '203.0.113.2, 198.51.100.2', '2001:db8:1:2::1', '10.0.0.1', 'unknown'];
    const answers = [];
    for (const xff of forged) {
      answers.push(await request(shop().app).post('/api/profile/sendCode/').set('X-Forwarded-For', xff).send({ phone }));
    }
    expectOneAddress(answers);

    const listening = await listenLocal(shop().app);
    try {
      expectServed(await sendCodeFrom(listening.url, '127.0.0.3', phone));
    } finally {
      await listening.close();
    }
  });
});

describe('a shop behind a proxy on its own machine (TRUST_PROXY=loopback)', () => {
  const shop = useTestShop(() => ({ env: { API_URL: api().url, TRUST_PROXY: 'loopback' } }));
  const viaProxy = (xff: string, phone: string) =>
    request(shop().app).post('/api/profile/sendCode/').set('X-Forwarded-For', xff).send({ phone });

  it('counts the address the proxy wrote, whatever the stranger forged before it; the owner gets a code', async () => {
    const phone = victimPhone();
    const answers = [];
    for (const forged of ['203.0.113.1', '198.51.100.7', '2001:db8::1', '127.0.0.1', 'x']) {
      answers.push(await viaProxy(`${forged}, 203.0.113.50`, phone));
    }
    expectOneAddress(answers);
    expectServed(await viaProxy('203.0.113.50, 198.51.100.7', phone));
  });

  it("counts the stranger's whole IPv6 /64 as one address; the owner's /64 gets a code", async () => {
    const phone = victimPhone();
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(await viaProxy(`2001:db8:1:2::${i}`, phone));
    expectOneAddress(answers);
    expectServed(await viaProxy('2001:db8:1:3::1', phone));
  });
});
