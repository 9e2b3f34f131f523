import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '../contract';

/** What a shopper reads when a service behind the one they reached does not answer. */
export const UNAVAILABLE_MESSAGE = 'Сервис временно недоступен, попробуйте позже';

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
 * 502 in the envelope when the service behind does not answer, so the client shows a message
 * instead of a parse error. A WebSocket upgrade (a bare socket) is closed.
 */
export function answerUnavailable(res: ServerResponse | Socket): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  writeErrorEnvelope(res, 502, UNAVAILABLE_MESSAGE);
}
