import type { RequestHandler } from 'express';
import { fail } from '../../shared/contract';

/** What a call that does not exist is answered (404), a known path asked with another method too. */
export const UNKNOWN_CALL_MESSAGE = 'Метод API не найден';

/** Anything no route answered: an api method that does not exist. */
export function notFoundHandler(): RequestHandler {
  return (_req, res) => {
    res.status(404).json(fail([{ message: UNKNOWN_CALL_MESSAGE }]));
  };
}
