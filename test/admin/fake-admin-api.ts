/**
 * A stand-in for the api's /api/admin calls (issue 23's contract, admin/contract-types.ts) with
 * in-memory state, for the back office's tests and browser journeys before the real api lands
 * on this branch: the staff cookie, the half session between password and code (and a one-time
 * password's replacement before it), real TOTP codes,
 * CSRF on every POST, owner-only staff and audit, keyset pages. Answers in the shop's envelope.
 */
import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { fail, ok } from '../../shared/contract/envelope';
import { STAFF_ROLES, type Staff, type StaffRole } from '../../admin/contract-types';
import { FakeAdminState, Refusal, type FakeSession } from './fake-admin-state';
import { listenOnLoopback } from './loopback';

export const COOKIE = 'staff_session';

export interface FakeAdminApi {
  url: string;
  state: FakeAdminState;
  /** Every request that reached the fake: method, path, its query, its CSRF header. */
  requests: Array<{ method: string; path: string; query: URLSearchParams; csrf: string | undefined }>;
  close(): Promise<void>;
}

type Handler = (req: Request, res: Response) => unknown;

const cookieOf = (req: Request) => /(?:^|;\s*)staff_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];

function sessionOf(state: FakeAdminState, req: Request, { full = true, csrf = req.method === 'POST' } = {}): FakeSession {
  const session = state.sessions.get(cookieOf(req) ?? '');
  if (!session || (full && !session.full)) throw new Refusal(401, 'Войдите в админку');
  if (csrf && req.get('X-CSRF-Token') !== session.csrfToken) throw new Refusal(403, 'Сессия устарела: обновите страницу и повторите');
  return session;
}

function ownerOf(state: FakeAdminState, req: Request): Staff {
  const staff = state.accounts.get(sessionOf(state, req).staffId)!.staff;
  if (staff.role !== 'owner') throw new Refusal(403, 'Это может только владелец');
  return staff;
}

function staffFields(
  body: Record<string, unknown>,
  partial: boolean,
): { email?: string; name?: string; role?: StaffRole; active?: boolean } {
  const { email, name, role, active } = body;
  if (!partial && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) throw new Refusal(400, 'Проверьте адрес почты');
  if ((!partial || name !== undefined) && (typeof name !== 'string' || name.trim() === '')) throw new Refusal(400, 'Укажите имя');
  if ((!partial || role !== undefined) && !STAFF_ROLES.includes(role as StaffRole))
    throw new Refusal(400, 'Роль: владелец, менеджер или склад');
  return {
    email: email as string | undefined,
    name: (name as string | undefined)?.trim(),
    role: role as StaffRole | undefined,
    active: active as boolean | undefined,
  };
}

function routes(state: FakeAdminState): Record<string, Handler> {
  return {
    'POST /api/admin/auth/sign-in/': (req, res) => {
      const session = randomBytes(16).toString('hex');
      const answer = state.signIn(String(req.body.email ?? ''), String(req.body.password ?? ''), session);
      res.cookie(COOKIE, session, { httpOnly: true, sameSite: 'strict', path: '/api/admin' });
      return answer;
    },
    'POST /api/admin/auth/totp/': (req) =>
      state.confirmCode(sessionOf(state, req, { full: false, csrf: false }), String(req.body.code ?? '')),
    'POST /api/admin/auth/new-password/': (req) =>
      state.setFirstPassword(sessionOf(state, req, { full: false, csrf: false }), String(req.body.password ?? '')),
    'POST /api/admin/auth/password/': (req) =>
      state.changePassword(sessionOf(state, req), String(req.body.current ?? ''), String(req.body.password ?? '')),
    'GET /api/admin/auth/me/': (req) => {
      const session = sessionOf(state, req);
      return { staff: state.accounts.get(session.staffId)!.staff, csrfToken: session.csrfToken };
    },
    'POST /api/admin/auth/sign-out/': (req) => {
      sessionOf(state, req);
      state.sessions.delete(cookieOf(req)!);
      return {};
    },
    'GET /api/admin/staff/': (req) => (ownerOf(state, req), { items: [...state.accounts.values()].map((a) => a.staff), next: null }),
    'POST /api/admin/staff/': (req) => {
      const owner = ownerOf(state, req);
      const fields = staffFields(req.body, false);
      if ([...state.accounts.values()].some((a) => a.staff.email === fields.email))
        throw new Refusal(409, 'Сотрудник с такой почтой уже есть');
      const account = state.addAccount(fields.email!, fields.name!, fields.role!, undefined, true);
      state.record(owner, req.ip ?? '', 'staff.create', 'staff', String(account.staff.id), null, account.staff);
      return { staff: account.staff, password: account.password };
    },
    'GET /api/data/redirects/': () => [],
  };
}

function staffRoutes(state: FakeAdminState, app: express.Express, answer: (h: Handler) => express.RequestHandler) {
  const accountOf = (req: Request) => {
    const account = state.accounts.get(Number(req.params.id));
    if (!account) throw new Refusal(404, 'Сотрудник не найден');
    return account;
  };
  app.post(
    '/api/admin/staff/:id/',
    answer((req) => {
      const owner = ownerOf(state, req);
      const account = accountOf(req);
      const { name, role, active } = staffFields(req.body, true);
      const before = { ...account.staff };
      Object.assign(
        account.staff,
        name === undefined ? {} : { name },
        role === undefined ? {} : { role },
        active === undefined ? {} : { active },
      );
      state.record(owner, req.ip ?? '', 'staff.update', 'staff', String(account.staff.id), before, account.staff);
      return { staff: account.staff };
    }),
  );
  app.post(
    '/api/admin/staff/:id/reset/',
    answer((req) => {
      const owner = ownerOf(state, req);
      const account = accountOf(req);
      Object.assign(account, { password: randomBytes(8).toString('hex'), secret: null, mustChange: true });
      account.staff.enrolled = false;
      state.record(owner, req.ip ?? '', 'staff.reset', 'staff', String(account.staff.id), null, null);
      return { password: account.password };
    }),
  );
  app.get(
    '/api/admin/audit/',
    answer((req) => {
      ownerOf(state, req);
      const q = req.query as Record<string, string | undefined>;
      const after = q.after === undefined ? Infinity : Number(q.after);
      const day = (at: string) => at.slice(0, 10);
      const found = state.audit.filter(
        (e) =>
          Number(e.id) < after &&
          (!q.staffId || e.staff.id === Number(q.staffId)) &&
          (!q.object || e.object === q.object) &&
          (!q.objectId || e.objectId === q.objectId) &&
          (!q.from || day(e.at) >= q.from) &&
          (!q.to || day(e.at) <= q.to),
      );
      const items = found.slice(0, state.auditPageSize);
      return { items, next: found.length > items.length ? String(items.at(-1)!.id) : null };
    }),
  );
}

export async function startFakeAdminApi(state = new FakeAdminState()): Promise<FakeAdminApi> {
  const app = express();
  const requests: FakeAdminApi['requests'] = [];
  app.use(express.json());
  app.use((req, _res, next) => {
    requests.push({
      method: req.method,
      path: req.path,
      query: new URL(req.originalUrl, 'http://fake').searchParams,
      csrf: req.get('X-CSRF-Token'),
    });
    next();
  });
  const answer =
    (handler: Handler): express.RequestHandler =>
    (req, res, next) => {
      try {
        const data = handler(req, res);
        res.set('Cache-Control', 'private, no-store').json(ok(data));
      } catch (error) {
        next(error);
      }
    };
  for (const [key, handler] of Object.entries(routes(state))) {
    const [method, path] = key.split(' ') as ['GET' | 'POST', string];
    app[method === 'GET' ? 'get' : 'post'](path, answer(handler));
  }
  staffRoutes(state, app, answer);
  app.use((_req: Request, res: Response) => res.status(404).json(fail([{ message: 'Нет такого адреса' }])));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const refusal = error instanceof Refusal ? error : new Refusal(500, 'Внутренняя ошибка сервера');
    const customData = refusal.field ? { customData: { field: refusal.field } } : {};
    res.status(refusal.status).json(fail([{ message: refusal.message, ...customData }]));
  });
  const server = await listenOnLoopback(app);
  return { url: server.url, state, requests, close: server.close };
}
