import type { Profile } from '../../shared/contract/profile';
import type { Certificate } from '../../shared/contract/certificate';
import type { Device } from '../../shared/contract/devices';

/** A signed-in shopper as GET /profile/ answers it. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    ID: 7,
    PHONE: '79161234567',
    NAME: 'Анна',
    EMAIL: 'anna@example.ru',
    BIRTHDAY: null,
    CHILDREN: [{ NAME: 'Миша', BIRTHDAY: '2024-05-01' }],
    SUBSCRIPTIONS: { EMAIL: { ON: true, CHANGED_AT: '2026-11-20T10:00:00.000Z' }, SMS: { ON: false, CHANGED_AT: null } },
    REGISTERED_AT: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A gift certificate as the personal area and the order page show it. */
export function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    CODE: 'K7QW-3MZP-9XRD-H2TE',
    NOMINAL: 3000,
    BALANCE: 3000,
    STATUS: 'active',
    STATUS_NAME: 'Активен',
    ISSUED_AT: '2026-11-20T10:00:00.000Z',
    EXPIRES_AT: '2027-11-20T10:00:00.000Z',
    HISTORY: [{ DATE: '2026-11-20T10:00:00.000Z', KIND: 'issued', AMOUNT: 3000, ORDER_CODE: 'K7M2P9QX4T' }],
    ...overrides,
  };
}

/** A browser the shopper signed in from, as «Где вы вошли» lists it: another one than this. */
export function device(overrides: Partial<Device> = {}): Device {
  return {
    BROWSER: 'Chrome',
    SYSTEM: 'Windows',
    KIND: 'computer',
    LAST_USED_AT: '2026-11-24T11:05:00.000Z',
    LAST_USED: 'сегодня в 14:05',
    CURRENT: false,
    ...overrides,
  };
}

/** What the stubbed network answers, by path under /api: a Response or a function of the body. */
export type Answers = Record<string, (body: unknown) => Response | Promise<Response>>;

/** The stubbed fetch's implementation for `answers`; any other path is the api's 404. */
export function byPath(answers: Answers) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), 'http://shop.test').pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const answer = answers[path];
    if (answer) return answer(body);
    return new Response(JSON.stringify({ status: 'error', errors: [{ message: 'Метод API не найден' }], data: null }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
}
