import { z } from 'zod';

/** One error of an envelope (spec §3 "Error item", §8). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    customData: z.object({ title: z.string() }).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every answer of the back-end (spec §7, §8): status, errors, data. */
export interface Envelope<T> {
  status: 'ok' | 'error';
  errors: ApiError[];
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.enum(['ok', 'error']),
    errors: z.array(apiErrorSchema),
    data,
  });
}

export function ok<T>(data: T): Envelope<T> {
  return { status: 'ok', errors: [], data };
}

export function fail(errors: ApiError[]): Envelope<null> {
  return { status: 'error', errors, data: null };
}
