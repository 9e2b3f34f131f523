/**
 * CDEK's refusals: a 400's `errors[]` or `requests[].errors[]`, each `{ code, message }`, the
 * messages in Russian. They are kept as CDEK wrote them, prefixed «СДЭК отказал: …», for the
 * back office to show the staff what to fix.
 */
import { z } from 'zod';
import { ProviderError } from '../error';

const errorSchema = z.object({ code: z.string().optional(), message: z.string().optional() });
const errorListSchema = z.object({
  errors: z.array(errorSchema).optional(),
  requests: z.array(z.object({ state: z.string().optional(), errors: z.array(errorSchema).optional() })).optional(),
});

export type CdekError = z.infer<typeof errorSchema>;

/** Every error CDEK lists in an answer (a 400's body, an order's or a print's `requests`). */
export function cdekErrors(body: unknown): CdekError[] {
  const parsed = errorListSchema.safeParse(body);
  if (!parsed.success) return [];
  return [...(parsed.data.errors ?? []), ...(parsed.data.requests ?? []).flatMap((r) => r.errors ?? [])];
}

export function cdekRefusal(errors: CdekError[], cause?: unknown): ProviderError {
  const reasons = errors.map((e) => e.message ?? e.code).filter(Boolean);
  const text = reasons.length > 0 ? reasons.join('; ') : 'без объяснения причин';
  return new ProviderError(`СДЭК отказал: ${text}`, { provider: 'cdek', permanent: true, cause });
}

/** A call that did not get its answer (an outage, a timeout, our keys): worth trying again. */
export function cdekFailed(message: string, cause?: unknown): ProviderError {
  return new ProviderError(message, { provider: 'cdek', permanent: false, cause });
}
