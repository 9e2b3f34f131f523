import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataRequestSchema } from '../../shared/contract';
import { DomainError } from './errors';
import { parseInput } from './validate';

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(dataRequestSchema, { path: '/', EXTEND: 'Y' })).toEqual({ path: '/', EXTEND: 'Y' });
  });

  it('throws a 400 with one Russian message per bad field', () => {
    const error = errorOf(() => parseInput(dataRequestSchema, { path: 'x', EXTEND: 'N' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_input');
    expect(error.errors).toHaveLength(2);
    expect(error.errors[0]?.message).toBe('Адрес страницы должен начинаться с «/»');
    expect(error.errors[1]?.message).toBe('Поле «EXTEND»: допустимые значения: "Y"');
  });

  it('reports only the first problem of a field', () => {
    const error = errorOf(() => parseInput(dataRequestSchema, { path: '' }));
    expect(error.errors).toEqual([{ message: 'Укажите адрес страницы', customData: { field: 'path' } }]);
  });

  it('treats a missing body as an empty object', () => {
    const error = errorOf(() => parseInput(dataRequestSchema, undefined));
    expect(error.errors).toEqual([{ message: 'Укажите адрес страницы', customData: { field: 'path' } }]);
  });

  it('explains in Russian a body of the wrong kind', () => {
    const error = errorOf(() => parseInput(z.object({ a: z.string() }), []));
    expect(error.errors).toEqual([{ message: 'Тело запроса должно быть объектом JSON' }]);
  });

  it('names the expected type of a field in Russian', () => {
    const error = errorOf(() => parseInput(z.object({ n: z.number() }), { n: 'x' }));
    expect(error.errors).toEqual([{ message: 'Поле «n»: ожидается число', customData: { field: 'n' } }]);
  });
});
