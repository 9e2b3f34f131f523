import type { RequestHandler } from 'express';
import { fail } from '../../shared/contract';

/** Anything no route answered: an api method that does not exist. */
export function notFoundHandler(): RequestHandler {
  return (_req, res) => {
    res.status(404).json(fail([{ message: 'Метод API не найден' }]));
  };
}
