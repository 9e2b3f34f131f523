/**
 * The fake api's calls, made from the contract table (shared/contract/calls/) as the real api's
 * router is (api/http/calls.ts): a fake answers only a call the table has, at its method and path,
 * in the same order Express tries them, and only with data the call's response schema accepts. A
 * call the table has and no fake answers is 404, as a call the api does not have.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { byPrecedence } from '../../api/http/calls';
import { fail, ok } from '../../shared/contract';
import { fillPath, splitCallId } from '../../shared/contract/call';
import { calls, type CallData, type CallId } from '../../shared/contract/calls';

/** A refusal a fake answers instead of data: the envelope's message with its HTTP status. */
export class FakeRefusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

/** What the fake api knows beyond its answers: what a test has changed of it. */
export interface FakeState {
  /**
   * Answers a test gives on purpose although the contract refuses them, by call (how the storefront
   * copes with an api that breaks the contract). Any other answer off the contract fails the test.
   */
  offContract: Partial<Record<CallId, unknown>>;
  /** The answers off the contract that no test asked for, each with what the schema said. */
  contractBreaches: string[];
}

/** A fake's answer to one call, from the request and the fake's state. */
export type FakeAnswer<Id extends CallId, State extends FakeState = FakeState> = (req: Request, fake: State) => CallData<Id> | FakeRefusal;

/** Answers by call id: a key the table does not have, or data of another shape, does not compile. */
export type FakeAnswers<State extends FakeState = FakeState> = { [Id in CallId]?: FakeAnswer<Id, State> };

/** The envelope of a call no fake answers (and of any path the api does not know). */
export const NOT_FOUND = fail([{ message: 'Не найдено' }]);

/** Its answer, checked against the call's response schema (or the test's answer off the contract). */
function answerOf<State extends FakeState>(id: CallId, answer: FakeAnswer<CallId, State>, fake: State): RequestHandler {
  return (req, res) => {
    if (id in fake.offContract) return void res.json(ok(fake.offContract[id]));
    const data = answer(req, fake);
    if (data instanceof FakeRefusal) return void res.status(data.status).json(fail([{ message: data.message }]));
    const checked = calls[id].response.safeParse(data);
    if (!checked.success) {
      fake.contractBreaches.push(`${id}: ${checked.error.message}`);
      return void res.status(500).json(fail([{ message: `Фейковый api ответил не по контракту: ${id}` }]));
    }
    res.json(ok(data));
  };
}

/**
 * Every call of the table, mounted under /api: the ones in `answers` answer, the others 404. Each is
 * registered at its own method and path, so none answers under another call's path.
 */
export function fakeCallRouter<State extends FakeState>(answers: FakeAnswers<State>, fake: State): Router {
  const router = Router();
  const table = answers as Partial<Record<CallId, FakeAnswer<CallId, State>>>;
  for (const id of byPrecedence(Object.keys(calls) as CallId[])) {
    const { method, path } = splitCallId(id);
    const answer = table[id];
    const handler: RequestHandler = answer ? answerOf(id, answer, fake) : (_req, res) => void res.status(404).json(NOT_FOUND);
    const at = `/api${fillPath(path, (name) => `:${name}`)}`;
    if (method === 'GET') router.get(at, handler);
    else router.post(at, handler);
  }
  return router;
}
