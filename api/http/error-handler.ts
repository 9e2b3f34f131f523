import type { ErrorRequestHandler } from 'express';
import { fail } from '../../shared/contract';
import { INTERNAL_ERROR_MESSAGE, TOO_LARGE_MESSAGE } from '../../shared/node/envelope';
import { DomainError } from './errors';

/** What body-parser reports (http-errors): a status and a `type` naming the failure. */
interface ParserError {
  status?: number;
  statusCode?: number;
  type?: string;
}

const parserMessages: Record<string, string> = {
  'entity.parse.failed': 'Тело запроса не является корректным JSON',
  'entity.too.large': TOO_LARGE_MESSAGE,
  'encoding.unsupported': 'Неподдерживаемая кодировка запроса',
  'charset.unsupported': 'Неподдерживаемая кодировка запроса',
  'request.aborted': 'Запрос прерван',
};

/**
 * The one error middleware: every failure leaves as the envelope with a truthful status. Our own
 * faults are logged with the request and answered with a plain Russian message, never a stack.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof DomainError) {
      res.status(error.status).set(error.headers).json(fail(error.errors));
      return;
    }
    const parser = (error ?? {}) as ParserError;
    const status = parser.status ?? parser.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = (parser.type && parserMessages[parser.type]) ?? 'Неверный запрос';
      res.status(status).json(fail([{ message }]));
      return;
    }
    req.log.error({ err: error }, 'необработанная ошибка api');
    res.status(500).json(fail([{ message: INTERNAL_ERROR_MESSAGE }]));
  };
}
