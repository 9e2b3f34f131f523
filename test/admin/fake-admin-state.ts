import { randomBytes } from 'node:crypto';
import { PASSWORD_MIN, type AuditEntry, type SignInData, type Staff, type StaffRole } from '../../admin/contract-types';
import { newSecret, totpMatches } from './totp';

type AuditValues = AuditEntry['before'];

/** One account of the fake: the contract's staff with what only the server knows. */
export interface FakeAccount {
  staff: Staff;
  password: string;
  secret: string | null;
  recoveryCodes: Set<string>;
  /** A one-time password (made by the owner, or reset): replaced at the next sign-in, before the code. */
  mustChange: boolean;
}

export interface FakeSession {
  staffId: number;
  full: boolean;
  csrfToken: string;
  /** The secret being enrolled, kept until a code confirms it. */
  pendingSecret: string | null;
}

/** A refusal with the contract's status and Russian message. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const token = () => randomBytes(16).toString('hex');
const recoveryCode = () => `${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}`;

/** The fake admin api's in-memory shop: accounts, sessions, the audit log. */
export class FakeAdminState {
  accounts = new Map<number, FakeAccount>();
  sessions = new Map<string, FakeSession>();
  audit: AuditEntry[] = [];
  /** How many entries one audit page holds (small, so that tests reach the second page). */
  auditPageSize = 20;
  private lastId = 0;

  addAccount(email: string, name: string, role: StaffRole, password = token(), mustChange = false): FakeAccount {
    const staff: Staff = { id: ++this.lastId, email, name, role, active: true, enrolled: false };
    const account = { staff, password, secret: null, recoveryCodes: new Set<string>(), mustChange };
    this.accounts.set(staff.id, account);
    return account;
  }

  signIn(email: string, password: string, session: string): SignInData {
    const account = [...this.accounts.values()].find((a) => a.staff.email === email.trim().toLowerCase());
    if (!account || account.password !== password || account.staff.active === false) throw new Refusal(401, 'Неверная почта или пароль');
    const pendingSecret = account.secret ? null : newSecret();
    this.sessions.set(session, { staffId: account.staff.id, full: false, csrfToken: token(), pendingSecret });
    return account.mustChange ? { step: 'new-password' } : this.codeStep(account, pendingSecret);
  }

  private codeStep(account: FakeAccount, pendingSecret: string | null): SignInData {
    if (!pendingSecret) return { step: 'totp' };
    const label = encodeURIComponent(`Органик Кидс:${account.staff.email}`);
    return { step: 'enrol', secret: pendingSecret, otpauthUrl: `otpauth://totp/${label}?secret=${pendingSecret}&issuer=Organik%20Kids` };
  }

  confirmCode(session: FakeSession, code: string): { staff: Staff; csrfToken: string; recoveryCodes: string[] | null } {
    const account = this.accounts.get(session.staffId)!;
    if (account.mustChange) throw new Refusal(409, 'Сначала задайте свой пароль вместо одноразового');
    const secret = session.pendingSecret ?? account.secret!;
    const clean = code.replace(/\s/g, '').toLowerCase();
    const byRecovery = !session.pendingSecret && account.recoveryCodes.delete(clean);
    if (!byRecovery && !totpMatches(secret, clean))
      throw new Refusal(401, 'Неверный код. Проверьте время на телефоне и введите код ещё раз');
    let recoveryCodes: string[] | null = null;
    if (session.pendingSecret) {
      account.secret = session.pendingSecret;
      account.staff.enrolled = true;
      recoveryCodes = Array.from({ length: 10 }, recoveryCode);
      account.recoveryCodes = new Set(recoveryCodes);
    }
    Object.assign(session, { full: true, pendingSecret: null });
    return { staff: { ...account.staff }, csrfToken: session.csrfToken, recoveryCodes };
  }

  /** The first sign-in's own password, in place of the one-time one (the api's rules, in short). */
  setFirstPassword(session: FakeSession, password: string): SignInData {
    const account = this.accounts.get(session.staffId)!;
    if (!account.mustChange) throw new Refusal(409, 'Пароль уже задан: введите код из приложения');
    newPasswordRefusal(password, account.password, 'Новый пароль должен отличаться от одноразового');
    Object.assign(account, { password, mustChange: false });
    return this.codeStep(account, session.pendingSecret);
  }

  /** Signed in: the current password, then the new one; the account's other sessions end. */
  changePassword(session: FakeSession, current: string, password: string): { endedSessions: number } {
    const account = this.accounts.get(session.staffId)!;
    if (current !== account.password) throw new Refusal(400, 'Текущий пароль введён неверно', 'current');
    newPasswordRefusal(password, current, 'Новый пароль должен отличаться от текущего');
    account.password = password;
    const others = [...this.sessions].filter(([, s]) => s !== session && s.staffId === session.staffId);
    for (const [key] of others) this.sessions.delete(key);
    return { endedSessions: others.length };
  }

  record(by: Staff, address: string, action: string, object: string, objectId: string, before: AuditValues, after: AuditValues): void {
    const id = this.audit.length + 1;
    this.audit.unshift({
      id,
      at: new Date().toISOString(),
      staff: { id: by.id, name: by.name },
      address,
      action,
      object,
      objectId,
      before,
      after,
    });
  }
}

function newPasswordRefusal(password: string, old: string, same: string): void {
  if (password.length < PASSWORD_MIN) throw new Refusal(400, `Новый пароль — не короче ${PASSWORD_MIN} символов`, 'password');
  if (password === old) throw new Refusal(400, same, 'password');
}
