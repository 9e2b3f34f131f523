import type { ApiError } from '../../shared/contract';

/**
 * A failure the shopper can be told about: a code for logs and tests, an HTTP status and Russian
 * messages for the envelope. Services throw or return these; the error middleware maps them.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly errors: ApiError[];
  /** Headers the refusal carries (a 429's Retry-After). */
  readonly headers: Record<string, string>;

  constructor(code: string, status: number, message: string, errors?: ApiError[], headers: Record<string, string> = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    this.errors = errors && errors.length > 0 ? errors : [{ message }];
    this.headers = headers;
  }
}

/**
 * A refusal about one field of the request's body: `customData.field` names it (as the contract's
 * own 400s do, api/http/validate.ts), so that a form shows the message beside that field.
 */
export const fieldRefusal = (code: string, status: number, message: string, field: string, headers: Record<string, string> = {}) =>
  new DomainError(code, status, message, [{ message, customData: { field } }], headers);

export const notFound = (message: string) => new DomainError('not_found', 404, message);

export const invalidInput = (errors: ApiError[]) => new DomainError('invalid_input', 400, errors[0]?.message ?? 'Неверный запрос', errors);
