/**
 * The back office's sign-in limits (issue 23; docs/decisions/044) hold a guesser back and never
 * lock the owner out of her usual address. Small limits here, so that the play stays short.
 */
import { describe, expect, it } from 'vitest';
import { SIGN_IN_REFUSALS } from '../../../shared/contract/admin/staff';
import { useTestApi } from '../../support/database';
import { refusalMessage, refusedField } from '../../support/envelope';
import { addStaff, totpCode } from '../../support/staff';
import { browserAt, limitsForget } from './admin-fixture';

const api = useTestApi({
  env: {
    ADMIN_SIGN_INS_PER_IP_HOUR: '8',
    ADMIN_SIGN_INS_PER_EMAIL_AND_IP_HOUR: '3',
    ADMIN_SIGN_INS_PER_EMAIL_HOUR: '5',
    ADMIN_WRONG_CODES_PER_STAFF_HOUR: '3',
  },
});

const OWNER_HOME = '198.51.100.7';
const tooMany = (res: Parameters<typeof refusalMessage>[0]) => refusalMessage(res, 429);

describe('a stranger guessing the owner’s password', () => {
  it('from many addresses is held back, and the owner still signs in from her own address', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    // She has signed in from home before.
    await browserAt(api, OWNER_HOME).signInFully(owner.email, owner.password, () => totpCode(owner.secret!));

    const statuses: number[] = [];
    for (let address = 1; address <= 3; address++) {
      const stranger = browserAt(api, `203.0.113.${address}`);
      for (let i = 0; i < 3; i++) statuses.push((await stranger.signIn(owner.email, 'guess')).status);
    }
    // Five wrong passwords for her e-mail from unknown addresses, then every unknown address waits.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429]);
    const refused = await browserAt(api, '203.0.113.9').signIn(owner.email, owner.password);
    expect(tooMany(refused)).toMatch(/^Слишком много попыток входа\. Попробуйте через \d+ (с|мин)$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // From home the e-mail's shared limit is not counted: she gets in.
    const home = browserAt(api, OWNER_HOME);
    await home.signInFully(owner.email, owner.password, () => totpCode(owner.secret!, 30));
    expect((await home.get('/auth/me/')).status).toBe(200);
  });

  it('from one address waits after a few tries for that e-mail, and after a few more whatever the e-mails', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    const manager = await addStaff(api().db, { role: 'manager' });
    const stranger = browserAt(api, '203.0.113.20');
    const forOwner = [];
    for (let i = 0; i < 4; i++) forOwner.push((await stranger.signIn(owner.email, 'guess')).status);
    expect(forOwner).toEqual([401, 401, 401, 429]);
    // The address's own hour: 8 wrong tries (the refused one counted too) whatever the e-mails.
    const others = [];
    for (let i = 0; i < 5; i++) others.push((await stranger.signIn(`nobody${i}@staff.test`, 'guess')).status);
    expect(others).toEqual([401, 401, 401, 401, 429]);
    expect(tooMany(await stranger.signIn(manager.email, manager.password))).toMatch(/^Слишком много попыток входа/);

    await limitsForget(api);
    expect((await stranger.signIn(manager.email, manager.password)).status).toBe(200);
  });

  it('counts only wrong passwords: staff signing in rightly again and again never wait', async () => {
    const manager = await addStaff(api().db, { role: 'manager' });
    const browser = browserAt(api, '198.51.100.30');
    for (let i = 0; i < 10; i++) expect((await browser.signIn(manager.email, manager.password)).status).toBe(200);
  });
});

describe('wrong codes after a right password', () => {
  it('are limited per account: past the limit even the right code is refused, on the code field', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    const browser = browserAt(api, '198.51.100.40');
    await browser.signIn(owner.email, owner.password);
    const right = await totpCode(owner.secret!);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 3; i++) expect(refusalMessage(await browser.code(wrong), 401)).toBe(SIGN_IN_REFUSALS.wrongCode.message);
    const refused = await browser.code(right);
    expect(tooMany(refused)).toMatch(/^Слишком много неверных кодов\. Попробуйте через/);
    expect(refusedField(refused)).toBe('code');
    // Another browser with the password is no way around it: the limit is the account's.
    const other = browserAt(api, '198.51.100.41');
    await other.signIn(owner.email, owner.password);
    expect((await other.code(right)).status).toBe(429);
  });
});
