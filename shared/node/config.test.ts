import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { logLevel, nodeEnv, parseEnvironment, port } from './config';

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  PORT: port(3000),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL должен быть адресом https://…' }).optional(),
});

describe('parseEnvironment', () => {
  it('fills the defaults both services share', () => {
    expect(parseEnvironment(schema, {}, 'витрины')).toEqual({ NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: 3000 });
  });

  it('names every bad variable in one message, with whose configuration it is', () => {
    const parse = () => parseEnvironment(schema, { PORT: '70000', PUBLIC_URL: 'shop', LOG_LEVEL: 'loud' }, 'витрины');
    expect(parse).toThrow(/^Неверная конфигурация витрины:\n/);
    expect(parse).toThrow(/\n {2}PORT: /);
    expect(parse).toThrow(/\n {2}LOG_LEVEL: /);
    expect(parse).toThrow(/\n {2}PUBLIC_URL: PUBLIC_URL должен быть адресом https:\/\/…/);
  });
});
