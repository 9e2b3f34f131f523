import { z } from 'zod';

/** Variables both services read, with the same defaults. */
export const nodeEnv = z.enum(['development', 'production', 'test']).default('development');
export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');
/**
 * The shop's public origin (PUBLIC_URL): the storefront's canonical URLs, and one of the origins the
 * api takes a state-changing call from. No trailing slash.
 */
export const publicUrl = z
  .url({ error: 'PUBLIC_URL должен быть адресом https://… без пути' })
  .default('http://localhost:3000')
  .transform((url) => url.replace(/\/+$/, ''));
/**
 * METRICS_TOKEN: with it, /metrics answers anyone who sends `Authorization: Bearer <token>`;
 * without it (empty is unset), only this machine (docs/decisions/030).
 */
export const metricsToken = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(16, { error: 'METRICS_TOKEN — не короче 16 символов' }).optional(),
);
/** A TCP port; 0 picks a free one. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/**
 * A service's configuration, parsed once from the environment by its zod schema. A bad value
 * stops the start with one message that names every bad variable:
 * «Неверная конфигурация витрины:\n  PUBLIC_URL: …».
 * @param service whose configuration, in the genitive: «витрины», «api».
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
  service: string,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Неверная конфигурация ${service}:\n${lines.join('\n')}`);
  }
  return result.data;
}
