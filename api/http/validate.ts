import { z } from 'zod';
import { ru } from 'zod/v4/locales';
import type { ApiError } from '../../shared/contract';
import { invalidInput } from './errors';

const russian = ru().localeError;

const typeNames: Record<string, string> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  boolean: 'да или нет',
  object: 'объект',
  array: 'список',
};

function plain(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type' && typeNames[issue.expected]) return `ожидается ${typeNames[issue.expected]}`;
  if (issue.code === 'invalid_value') return `допустимые значения: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  const base = russian(issue);
  const text = typeof base === 'string' ? base : (base?.message ?? 'неверное значение');
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Russian text for issues the shared schema left without its own message, naming the field
 * («Поле «EXTEND»: допустимые значения: "Y"») so that whoever reads it knows what to fix.
 */
const fieldError: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.map(String).join('.');
  if (!field && issue.code === 'invalid_type' && (issue.expected === 'object' || issue.expected === 'record')) {
    return 'Тело запроса должно быть объектом JSON';
  }
  return field ? `Поле «${field}»: ${plain(issue)}` : `Неверный запрос: ${plain(issue)}`;
};

/**
 * One envelope error per bad field (its first problem), in the schema's order; `customData.field`
 * names the field, so that a form shows the message beside it.
 */
export function issuesToErrors(issues: z.core.$ZodIssue[]): ApiError[] {
  const seen = new Set<string>();
  const errors: ApiError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(field ? { message: issue.message, customData: { field } } : { message: issue.message });
  }
  return errors;
}

/**
 * Parses request input with a shared contract schema; on failure throws a 400 DomainError with
 * a Russian message per bad field. A missing body counts as an empty object so that the schema,
 * not the parser, names the missing fields.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: fieldError });
  if (!result.success) throw invalidInput(issuesToErrors(result.error.issues));
  return result.data;
}
