import { z } from 'zod';
import { envelopeSchema } from '../../shared/contract';
import { expect } from 'vitest';

const anyEnvelope = envelopeSchema(z.unknown());

/**
 * Asserts an answer is the contract's envelope with a truthful status ('ok' exactly when 2xx) and
 * returns its data parsed by `data` when given.
 */
export function expectEnvelope<T extends z.ZodType = z.ZodUnknown>(
  response: { status: number; body: unknown; headers: Record<string, string | undefined> },
  data?: T,
): z.output<T> {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const envelope = anyEnvelope.parse(response.body);
  const success = response.status >= 200 && response.status < 300;
  expect(envelope.status).toBe(success ? 'ok' : 'error');
  if (success) expect(envelope.errors).toEqual([]);
  else {
    expect(envelope.errors.length).toBeGreaterThan(0);
    expect(envelope.data).toBeNull();
  }
  return (data ?? z.unknown()).parse(envelope.data) as z.output<T>;
}

/**
 * The first error's message of a refused call, after checking its status, the envelope and the
 * language; `label` names the case in a failure (a query, a path).
 */
export function refusalMessage(response: Parameters<typeof expectEnvelope>[0], status: number, label?: string): string {
  expect(response.status, label).toBe(status);
  expectEnvelope(response);
  const message = (response.body as { errors: { message: string }[] }).errors[0]?.message;
  expectRussianMessage(message);
  return message!;
}

/** The body's field a refusal names (`customData.field`), so that a form shows it there. */
export const refusedField = (response: { body: unknown }): string | undefined =>
  (response.body as { errors?: { customData?: { field?: string } }[] }).errors?.[0]?.customData?.field;

/** Cyrillic and no stack frames: a message a shopper can read. */
export function expectRussianMessage(message: string | undefined): void {
  expect(message).toMatch(/[А-Яа-яЁё]/);
  expect(message).not.toMatch(/\bat\s.+:\d+/);
}
