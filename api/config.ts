import { z } from 'zod';

/** The back-end's configuration, parsed once from the environment (nothing else reads process.env). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port of the api role; 0 picks a free one (used when one process runs both roles). */
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  API_HOST: z.string().default('127.0.0.1'),
  /** Any PostgreSQL; unset starts the embedded one with its data under DATA_DIR. */
  DATABASE_URL: z.url({ error: 'DATABASE_URL должен быть адресом postgres://…' }).optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ApiConfig = z.infer<typeof schema>;

export function parseApiConfig(env: Record<string, string | undefined>): ApiConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Неверная конфигурация api:\n${lines.join('\n')}`);
  }
  return result.data;
}
