import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotencyKey';

describe('idempotency keys', () => {
  it('are random UUIDs where the browser has them', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('fall back to 16 random bytes without randomUUID (plain http)', () => {
    const key = newIdempotencyKey({ getRandomValues: (a) => crypto.getRandomValues(a) });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
