import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { logLevel, nodeEnv, parseEnvironment, port, wholeNumber } from './config';

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

describe('wholeNumber', () => {
  const count = wholeNumber(20, { min: 1 });
  const pool = wholeNumber(32, { min: 1, max: 4096, unit: 'соединений' });
  const messages = (schema: z.ZodType, value: string) => schema.safeParse(value).error?.issues.map((i) => i.message);

  it('takes a whole number within its bounds, and the default when unset', () => {
    expect(count.parse('7')).toBe(7);
    expect(count.parse(undefined)).toBe(20);
    expect(pool.parse('4096')).toBe(4096);
  });

  it('refuses a fraction, a number out of bounds and a word with one message naming the bounds and the unit', () => {
    for (const bad of ['1.5', '0', 'many']) expect(messages(count, bad)).toEqual(['ожидается целое число от 1']);
    for (const bad of ['2.5', '0', '4097', 'many']) expect(messages(pool, bad)).toEqual(['ожидается целое число соединений от 1 до 4096']);
  });
});
