import { z } from 'zod';

/** One error of an envelope (spec §3 "Error item", §8). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    customData: z
      .object({
        title: z.string().optional(),
        /** The body's field the message is about ('phone', 'children.0.name'): a form shows it there. */
        field: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every answer of the back-end (spec §7, §8): status, errors, data. */
export interface Envelope<T> {
  status: 'ok' | 'error';
  errors: ApiError[];
  data: T;
}

/** A successful answer: status 'ok', no errors, the call's data. */
export function okEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('ok'), errors: z.array(apiErrorSchema).max(0), data });
}

/** Every refusal (spec §8): status 'error', the errors with their Russian messages, no data. */
export const errorEnvelopeSchema = z
  .object({
    status: z.literal('error'),
    errors: z.array(apiErrorSchema).min(1),
    data: z.null(),
  })
  .meta({ id: 'ErrorEnvelope' });

/** Any answer of a call whose data is `data`: a success or a refusal. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('status', [okEnvelopeSchema(data), errorEnvelopeSchema]);
}

export function ok<T>(data: T): Envelope<T> {
  return { status: 'ok', errors: [], data };
}

export function fail(errors: ApiError[]): Envelope<null> {
  return { status: 'error', errors, data: null };
}
