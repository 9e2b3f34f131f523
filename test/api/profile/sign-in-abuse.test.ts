/**
 * Nobody can lock a parent out of sign-in (issue 21, items 1, 4 and 7; docs/decisions/035). Each
 * test plays the attack as the issue saw it, then shows that the victim is still served: the
 * phone's owner from another address, another /64, while the attacker's own address (and its /64)
 * is the one held back. Addresses reach the api as the storefront passes them on (X-Forwarded-For
 * from a loopback peer, docs/decisions/015); time passes for the limits by ending their windows.
 */
import { lt } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { loginCodes, outbox, rateLimits } from '../../../api/db/schema';
import { PROOF_REFUSALS } from '../../../shared/contract/code-proof';
import { profileDataSchema, sendCodeDataSchema } from '../../../shared/contract/profile';
import { expectEnvelope, refusedField } from '../../support/envelope';
import { errorOf } from '../order/order-fixture';
import { ANNA, solvedProof, useProfileApi } from './profile-fixture';

const api = useProfileApi();

/** A sendCode as the storefront passes it on for a shopper at `address`. */
const ask = (address: string, phone = ANNA, altcha?: string) =>
  request(api().app)
    .post('/api/profile/sendCode/')
    .set('X-Forwarded-For', address)
    .send({ phone, ...(altcha === undefined ? {} : { altcha }) });

const from = (address: string) => ({ get: (path: string) => request(api().app).get(path).set('X-Forwarded-For', address) });

const registerAt = (address: string, phone: string, code: string) =>
  request(api().app).post('/api/profile/register/').set('X-Forwarded-For', address).send({ phone, code, name: 'Анна', consent: true });

/** As if `seconds` passed for the limits: every window that would have ended by then has ended. */
const later = (seconds: number) =>
  api()
    .db.update(rateLimits)
    .set({ expire: 0 })
    .where(lt(rateLimits.expire, Date.now() + seconds * 1000));

const demoCode = (res: request.Response) => {
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, sendCodeDataSchema).DEMO_CODE!;
};

let phones = 0;
/** A phone nobody asked a code for yet. */
const freshPhone = () => `+7 916 700-${String(++phones).padStart(4, '0')}`;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe("a stranger asking codes for a parent's phone", () => {
  it('from five addresses, a minute apart, locks nobody out: the owner from a new address gets a code after proof of work', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await ask(`203.0.113.${i}`);
      statuses.push(res.status);
      if (res.status !== 200) expect(refusedField(res)).toBe('altcha');
      await later(61);
    }
    // The day's free codes went out; past them the stranger is asked for proof of work, not refused for the phone.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    const owner = '198.51.100.7';
    const asked = await ask(owner);
    expect(errorOf(asked, 429)).toBe(PROOF_REFUSALS.required.message);
    expect(refusedField(asked)).toBe('altcha');
    expect(asked.headers['retry-after']).toBeUndefined();
    const code = demoCode(await ask(owner, ANNA, await solvedProof(from(owner))));
    const profile = expectEnvelope(await registerAt(owner, ANNA, code), profileDataSchema);
    expect(profile?.PHONE).toBe('79161234567');
    // Three codes for the stranger, one for the owner: a refused request sent nothing.
    expect(await api().db.$count(outbox)).toBe(4);
  });

  it('counts only codes that went out against the phone: refused requests of the same address spend nothing', async () => {
    const stranger = '203.0.113.20';
    expect((await ask(stranger)).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect(errorOf(await ask(stranger), 429)).toMatch(/^Слишком много запросов кода\. Попробуйте через \d+ с$/);
    // Two free codes of the day are left for the owner, with no proof.
    demoCode(await ask('198.51.100.8'));
    demoCode(await ask('198.51.100.9'));
    expect(refusedField(await ask('198.51.100.10'))).toBe('altcha');
  });

  it('holds one address to a few codes a day for one phone, with proof or without', async () => {
    const home = '198.51.100.11';
    for (let i = 0; i < 3; i++) {
      demoCode(await ask(home));
      await later(61);
    }
    for (let i = 0; i < 2; i++) {
      demoCode(await ask(home, ANNA, await solvedProof(from(home))));
      await later(61);
    }
    const sixth = await ask(home, ANNA, await solvedProof(from(home)));
    expect(errorOf(sixth, 429)).toMatch(/^Слишком много запросов кода\. Попробуйте через (23 ч \d+ мин|24 ч)$/);
    expect(refusedField(sixth)).toBe('phone');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another address is not held by it.
    demoCode(await ask('198.51.100.12', ANNA, await solvedProof(from('198.51.100.12'))));
    expect(await api().db.$count(loginCodes)).toBe(6);
  });
});

describe('proof of work before a code', () => {
  /** The phone's free codes of the day, spent from addresses of their own. */
  async function spendFreeCodes(phone: string) {
    for (let i = 1; i <= 3; i++) demoCode(await ask(`203.0.113.${100 + i}`, phone));
  }

  it('is asked for past the free codes, accepted once solved, and refused when used again', async () => {
    await spendFreeCodes(ANNA);
    const owner = '198.51.100.20';
    expect(refusedField(await ask(owner))).toBe('altcha');
    const payload = await solvedProof(from(owner));
    demoCode(await ask(owner, ANNA, payload));

    const replay = await ask('198.51.100.21', ANNA, payload);
    expect(errorOf(replay, 400)).toBe(PROOF_REFUSALS.used.message);
    expect(refusedField(replay)).toBe('altcha');
    expect(await api().db.$count(loginCodes)).toBe(4);
    // The replay took nothing from its address: a fresh proof from there is served at once.
    demoCode(await ask('198.51.100.21', ANNA, await solvedProof(from('198.51.100.21'))));
  });

  it('refuses a payload that solves nothing of ours', async () => {
    await spendFreeCodes(ANNA);
    const payload = await solvedProof(from('198.51.100.30'));
    const { challenge, solution } = JSON.parse(Buffer.from(payload, 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown>; signature: string };
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const forged = [
      encode({
        challenge,
        solution: { ...solution, derivedKey: (solution.derivedKey.startsWith('0') ? '1' : '0') + solution.derivedKey.slice(1) },
      }),
      encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution }),
      encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: 4_102_444_800 } }, solution }),
      encode({ challenge, solution: { counter: 'x', derivedKey: 'zz' } }),
      encode({ test: true }),
      'не base64',
    ];
    for (const altcha of forged) {
      const res = await ask('198.51.100.30', ANNA, altcha);
      expect(errorOf(res, 400), altcha).toBe(PROOF_REFUSALS.failed.message);
      expect(refusedField(res)).toBe('altcha');
    }
    expect(await api().db.$count(loginCodes)).toBe(3);
    demoCode(await ask('198.51.100.30', ANNA, payload));
  });

  it('refuses a solution past its challenge’s minutes', async () => {
    await spendFreeCodes(ANNA);
    const payload = await solvedProof(from('198.51.100.40'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      const res = await ask('198.51.100.40', ANNA, payload);
      expect(errorOf(res, 400)).toBe(PROOF_REFUSALS.expired.message);
      expect(refusedField(res)).toBe('altcha');
    } finally {
      vi.useRealTimers();
    }
    expect(await api().db.$count(loginCodes)).toBe(3);
  });

  it('is not asked, nor read, while the phone has free codes', async () => {
    demoCode(await ask('198.51.100.50', freshPhone(), 'не base64'));
  });
});

describe('IPv6 addresses', () => {
  it('count a /64 as one address: its twenty codes an hour are spent from any of its addresses, and the next /64 is served', async () => {
    for (let i = 0; i < 20; i++) demoCode(await ask('2001:db8:1:2::1', freshPhone()));
    for (const sibling of ['2001:db8:1:2::2', '2001:db8:1:2:ffff:ffff:ffff:fffe']) {
      const res = await ask(sibling, freshPhone());
      expect(errorOf(res, 429)).toMatch(/^Слишком много запросов кода\. Попробуйте через \d+ мин$/);
      expect(refusedField(res)).toBe('phone');
    }
    demoCode(await ask('2001:db8:1:3::1', freshPhone()));
    demoCode(await ask('203.0.113.60', freshPhone()));
  });

  it('count an IPv4-mapped address as the IPv4 address', async () => {
    for (let i = 0; i < 10; i++) demoCode(await ask('203.0.113.61', freshPhone()));
    for (let i = 0; i < 10; i++) demoCode(await ask('::ffff:203.0.113.61', freshPhone()));
    expect(errorOf(await ask('203.0.113.61', freshPhone()), 429)).toMatch(/^Слишком много запросов кода/);
    demoCode(await ask('::ffff:203.0.113.62', freshPhone()));
  });
});

describe('guessing codes across phones', () => {
  it('stops one /64 after twenty wrong codes, whatever the phones, even for a right one; another /64 signs in', async () => {
    const guesser = '2001:db8:1:2::1';
    for (let phone = 0; phone < 4; phone++) {
      const target = freshPhone();
      const code = demoCode(await ask(guesser, target));
      for (let guess = 0; guess < 5; guess++) {
        const res = await registerAt(guesser, target, wrong(code));
        expect(res.status).toBe(400);
        expect(refusedField(res)).toBe('code');
      }
    }
    const victim = freshPhone();
    const code = demoCode(await ask('2001:db8:9:9::1', victim));
    for (const address of [guesser, '2001:db8:1:2:abcd::7']) {
      const res = await registerAt(address, victim, code);
      expect(errorOf(res, 429)).toMatch(/^Слишком много неверных кодов\. Попробуйте через \d+ мин$/);
      expect(refusedField(res)).toBe('code');
    }
    // The refused tries did not touch the code: its owner signs in with it from another /64.
    const profile = expectEnvelope(await registerAt('2001:db8:1:3::1', victim, code), profileDataSchema);
    expect(profile?.PHONE).toBe(`7${victim.replace(/\D/g, '').slice(-10)}`);
  });

  it('counts only wrong codes: a right code, or one never asked for, gives its try back', async () => {
    const home = '198.51.100.70';
    const guess = async (phone: string, code: string) => (await registerAt(home, phone, code)).status;
    // Nineteen wrong codes of the twenty an hour.
    for (let wrongs = 0; wrongs < 19;) {
      const phone = freshPhone();
      const code = demoCode(await ask(`203.0.113.${150 + wrongs}`, phone));
      for (let i = 0; i < 5 && wrongs < 19; i++, wrongs++) expect(await guess(phone, wrong(code))).toBe(400);
    }
    // Right codes and codes never asked for, as many as you like.
    for (let i = 0; i < 5; i++) {
      const phone = freshPhone();
      expect(await guess(phone, '123456')).toBe(400);
      expect(await guess(phone, demoCode(await ask(`203.0.113.${180 + i}`, phone)))).toBe(200);
    }
    // The twentieth wrong code is still a wrong code; past it, even a right one waits.
    const phone = freshPhone();
    const code = demoCode(await ask('203.0.113.190', phone));
    expect(await guess(phone, wrong(code))).toBe(400);
    expect(await guess(phone, code)).toBe(429);
  });
});
