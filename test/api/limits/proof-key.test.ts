/**
 * The key that signs proof-of-work challenges is the same for every api instance, and outlives a
 * restart (issue 21, item 1; docs/decisions/035): ALTCHA_HMAC_KEY when set, else the one the
 * database keeps (migration 0015). One instance's challenge is accepted by another, once.
 */
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sharedSecrets } from '../../../api/db/schema';
import { PROOF_REFUSALS } from '../../../shared/contract/code-proof';
import { testApiApp, useTestDatabase } from '../../support/database';
import { refusedField } from '../../support/envelope';
import { errorOf } from '../order/order-fixture';
import { solvedProof } from '../profile/profile-fixture';

const PHONE = '+7 916 555-00-01';

const database = useTestDatabase();

const ask = (app: Express, address: string, altcha?: string) =>
  request(app)
    .post('/api/profile/sendCode/')
    .set('X-Forwarded-For', address)
    .send({ phone: PHONE, ...(altcha === undefined ? {} : { altcha }) });

/** The phone's free codes of the day, so that the next code asks for proof. */
async function spendFreeCodes(app: Express) {
  for (let i = 1; i <= 3; i++) expect((await ask(app, `203.0.113.${i}`)).status).toBe(200);
}

describe('the key of proof-of-work challenges', () => {
  it('is drawn once into the database: 64 hex characters', async () => {
    const rows = await database().db.select().from(sharedSecrets);
    expect(rows).toEqual([expect.objectContaining({ name: 'proof_of_work', value: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
  });

  it("is shared by instances on one database: one's challenge is accepted by another after a restart, and only once", async () => {
    const first = testApiApp(database());
    await spendFreeCodes(first);
    const payload = await solvedProof(request(first));
    // Another instance, started later (or the same one restarted): nothing of the first's memory.
    const second = testApiApp(database());
    expect((await ask(second, '198.51.100.1', payload)).status).toBe(200);
    const again = await ask(first, '198.51.100.2', payload);
    expect(errorOf(again, 400)).toBe(PROOF_REFUSALS.used.message);
    expect(refusedField(again)).toBe('altcha');
  });

  it('is ALTCHA_HMAC_KEY when set: instances with the same setting agree, one without it does not', async () => {
    const key = { ALTCHA_HMAC_KEY: 'k'.repeat(40) };
    const keyed = testApiApp(database(), key);
    await spendFreeCodes(keyed);
    const fromKeyed = await solvedProof(request(keyed));
    const other = await ask(testApiApp(database()), '198.51.100.3', fromKeyed);
    expect(errorOf(other, 400)).toBe(PROOF_REFUSALS.failed.message);
    expect((await ask(testApiApp(database(), key), '198.51.100.3', fromKeyed)).status).toBe(200);
  });
});
