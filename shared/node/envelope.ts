import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '../contract';

/** What a shopper reads when a service behind the one they reached does not answer. */
export const UNAVAILABLE_MESSAGE = 'Сервис временно недоступен, попробуйте позже';

/** A request body over BODY_LIMIT_KB, refused by the api and, when declared, by the storefront. */
export const TOO_LARGE_MESSAGE = 'Слишком большой запрос';

/** Our own fault, said without a stack (spec §8). */
export const INTERNAL_ERROR_MESSAGE = 'Внутренняя ошибка сервера';

/**
 * The contract's error envelope on a bare Node response, where there is no Express (a proxy's
 * error hook): never cached. A response already under way is only ended.
 */
export function writeErrorEnvelope(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(fail([{ message }])));
}

/**
 * 502 (or 504 for a timeout) in the envelope when the service behind does not answer, so the
 * client shows a message instead of a parse error. A WebSocket upgrade (a bare socket) is closed.
 */
export function answerUnavailable(res: ServerResponse | Socket, status: 502 | 504 = 502): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  writeErrorEnvelope(res, status, UNAVAILABLE_MESSAGE);
}
