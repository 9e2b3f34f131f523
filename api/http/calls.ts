import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { fail, ok } from '../../shared/contract';
import {
  changesState,
  fillPath,
  splitCallId,
  type CallMethod,
  type CallSpec,
  type SpecArgs,
  type SpecData,
} from '../../shared/contract/call';
import { calls, type CallId, type Calls } from '../../shared/contract/calls';
import type { DocumentAnswer } from '../../shared/contract/document';
import { crossSiteGuard } from './cross-site';
import { UNKNOWN_CALL_MESSAGE } from './not-found';
import { uploadBody } from './upload';
import { parseInput } from './validate';

/** What a handler may need of the request beyond its parsed input: the session cookie, the log. */
export interface CallContext {
  req: Request;
  res: Response;
}

/** A call's handler: its parsed input in, the answer's `data` out (the table types both). */
export type CallHandler<Id extends CallId> = (args: SpecArgs<Calls[Id]>, context: CallContext) => Promise<SpecData<Calls[Id]>>;

type ConfiguredId = { [Id in CallId]: Calls[Id] extends { readonly onlyWhen: string } ? Id : never }[CallId];

/**
 * One handler per call of the table. The calls that exist only under some configuration may have
 * none, and are then not registered (so not answered, and not in the OpenAPI document).
 */
export type CallHandlers = { [Id in Exclude<CallId, ConfiguredId>]: CallHandler<Id> } & {
  [Id in ConfiguredId]?: CallHandler<Id>;
};

/** A domain's part of the handlers (api/<domain>/routes.ts). */
export type DomainHandlers<Ids extends CallId> = Pick<CallHandlers, Ids>;

const isParam = (segment: string) => segment.startsWith('{');

/**
 * The ids in the order Express must try them: segment by segment, a fixed segment before a
 * parameter, so that /catalog/search-pagen/ is not read as the section {code} 'search-pagen'.
 * Where one path's segments run out first, the shorter goes first: were that a tie, /wishlist/
 * would tie with both /catalog/block/viewed/ and /catalog/block/{block}/, which do not tie, and
 * some orders of the table would come out with {block} first. Ties keep the table's order.
 */
export function byPrecedence(ids: readonly CallId[]): CallId[] {
  const rank = (id: CallId) =>
    splitCallId(id)
      .path.split('/')
      .map((s) => (isParam(s) ? 1 : 0));
  return [...ids].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < Math.min(ra.length, rb.length); i++) {
      if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    }
    return ra.length - rb.length;
  });
}

/** `{code}` as Express 5 writes it (in Express `{…}` marks an optional part). */
const expressPath = (path: string) => fillPath(path, (name) => `:${name}`);

/** The Cache-Control of each cache policy of the table (see CallSpec['cache']). */
export const CACHE_CONTROL = {
  private: 'private, no-store',
  public: 'public, max-age=300',
} as const satisfies Record<NonNullable<CallSpec['cache']>, string>;

/**
 * Marks every answer of a personal call — its errors included, since it runs before anything can
 * fail — as never to be kept by a shared cache.
 */
const privateAnswer: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', CACHE_CONTROL.private);
  next();
};

type AnyHandler = (args: never, context: CallContext) => Promise<unknown>;

/**
 * Cache policy, the cross-site guard of a state-changing call, a part's access step, body parser, then: parse params,
 * query and body with the table's schemas, answer `ok(data)`.
 */
/**
 * What a document the api answers (a packing slip) may do: style itself with its own inline
 * <style>, and nothing else — no script, no picture, no request anywhere, so that a typed value that
 * got past the escaping could neither run nor send anything. It replaces the storefront's nonce
 * policy, which its proxy would otherwise apply to a style that carries no nonce.
 */
export const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A provider's document with its own type; an HTML one under the same policy as ours, since its markup is not ours. */
function sendDocument(res: Response, document: DocumentAnswer): void {
  res.type(document.contentType).set('Content-Security-Policy', DOCUMENT_CSP).send(Buffer.from(document.body));
}

function chain(spec: CallSpec, handler: AnyHandler, guards: RequestHandler[], jsonBody: RequestHandler): RequestHandler[] {
  const steps: RequestHandler[] = [];
  // First, so that a refusal of a personal call is not kept by a shared cache either.
  if (spec.cache === 'private') steps.push(privateAnswer);
  // Before the body is read and the handler runs: a refused request changes nothing.
  steps.push(...guards);
  if (spec.body) steps.push(jsonBody);
  // A file's bytes as they are (any media type: a browser may call a CSV anything); none: an empty Buffer.
  if (spec.bytes) steps.push(express.raw({ type: () => true, limit: spec.bytes.limitKb * 1024 }));
  if (spec.upload) steps.push(uploadBody(spec.upload));
  steps.push(async (req, res) => {
    const args: Record<string, unknown> = {};
    if (spec.params) args.params = parseInput(spec.params, req.params);
    if (spec.query) args.query = parseInput(spec.query, req.query);
    if (spec.body) args.body = parseInput(spec.body, req.body);
    const data = await handler(args as never, { req, res });
    if (spec.cache === 'public') res.set('Cache-Control', CACHE_CONTROL.public);
    if (spec.answers === 'html') res.type('html').set('Content-Security-Policy', DOCUMENT_CSP).send(data);
    else if (spec.answers === 'csv') res.type('text/csv; charset=utf-8').send(data);
    else if (spec.answers === 'document') sendDocument(res, data as DocumentAnswer);
    else res.json(ok(data));
  });
  return steps;
}

/**
 * A known path asked with a method it has no call for is an unknown call, like any other (404
 * «Метод API не найден»), with `Allow` naming the methods it has.
 */
function unknownMethod(methods: readonly CallMethod[]): RequestHandler {
  const allow = methods.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', ');
  return (_req, res) => {
    res
      .status(404)
      .set('Allow', allow)
      .json(fail([{ message: UNKNOWN_CALL_MESSAGE }]));
  };
}

/**
 * A path with an escape that is not UTF-8 (`%C0%AF`, a lone `%`) names no call: Express would
 * fail to decode its parameter after skipping the call's own steps (its cache policy among them),
 * so it is refused before routing, and never kept by any cache.
 */
function decodablePath(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      res.status(400).set('Cache-Control', CACHE_CONTROL.private);
      res.json(fail([{ message: 'Неверный адрес запроса: недопустимая кодировка символов' }]));
      return;
    }
    next();
  };
}

export interface CallRouterOptions {
  /** The storefront's public origin, from which state-changing calls are taken (PUBLIC_URL). */
  publicUrl: string;
  /** The largest JSON body a call takes, KB (BODY_LIMIT_KB); a larger one is 413 «Слишком большой запрос». */
  bodyLimitKb: number;
  /**
   * A part of the api with its own access (the back office: the calls whose entry has `staff`),
   * mounted at /api + `prefix`: it registers only its calls, each with `access` after the
   * cross-site guard. Without it the router registers the calls of no part (the storefront's).
   */
  part?: { prefix: string; access: (id: CallId, spec: CallSpec) => RequestHandler };
}

/** The calls a router registers, and where, under its mount point. */
function inPart(id: CallId, part: CallRouterOptions['part']): string | null {
  const { path } = splitCallId(id);
  if (!part) return (calls[id] as CallSpec).staff === undefined ? path : null;
  if ((calls[id] as CallSpec).staff === undefined) return null;
  if (!path.startsWith(`${part.prefix}/`)) throw new Error(`${id} has staff access but is not under ${part.prefix}/`);
  return path.slice(part.prefix.length);
}

/**
 * The api's calls, registered from the table (mount it at /api, a part at /api + its prefix): every
 * call that has a handler, in precedence order. Returns the ids it registered, for the OpenAPI document.
 */
export function callRouter(handlers: CallHandlers, options: CallRouterOptions): { router: Router; registered: CallId[] } {
  const router = Router();
  router.use(decodablePath());
  const guard = crossSiteGuard(options.publicUrl);
  const jsonBody = express.json({ limit: options.bodyLimitKb * 1024 });
  const table = handlers as Partial<Record<CallId, AnyHandler>>;
  const { part } = options;
  const registered = byPrecedence((Object.keys(calls) as CallId[]).filter((id) => table[id] !== undefined && inPart(id, part) !== null));
  const methodsByPath = new Map<string, CallMethod[]>();
  for (const id of registered) {
    const { method } = splitCallId(id);
    const path = inPart(id, part)!;
    const guards = [...(changesState(id, calls[id]) ? [guard] : []), ...(part ? [part.access(id, calls[id])] : [])];
    const steps = chain(calls[id], table[id]!, guards, jsonBody);
    if (method === 'GET') router.get(expressPath(path), steps);
    else router.post(expressPath(path), steps);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
  }
  // After every call: a GET of /catalog/search/ is still the section 'search' (404 «Раздел не найден»).
  for (const [path, methods] of methodsByPath) router.all(expressPath(path), unknownMethod(methods));
  return { router, registered };
}
