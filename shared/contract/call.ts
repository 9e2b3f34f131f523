import type { z } from 'zod';
import type { StaffAccess } from './admin/roles';

/**
 * One entry of the contract's table of calls (spec §7), written once: the api registers its
 * routes from it, the OpenAPI document at /api/openapi.json is generated from it, the client
 * takes its types from it (`import type` only: the browser never bundles zod). The contract's
 * entities carry `.meta({ id })`: their names among the document's components. This file is free
 * of zod at run time, so the browser may import its helpers.
 */

export type CallMethod = 'GET' | 'POST';

/**
 * A call's id is its method and its path under /api, a parameter written `{name}` as OpenAPI
 * writes it: 'GET /basket/add/', 'POST /order/get/{code}/'.
 */
export type CallIdPattern = `${CallMethod} /${string}`;

/** The method and the path under /api of a call's id. */
export function splitCallId(id: CallIdPattern): { method: CallMethod; path: string } {
  const space = id.indexOf(' ');
  return { method: id.slice(0, space) as CallMethod, path: id.slice(space + 1) };
}

/** A call's path with each `{name}` replaced by `value(name)`. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => value(name));
}

export interface CallSpec {
  /** What the call does, in Russian (the OpenAPI summary). */
  readonly summary: string;
  /** The path's `{name}`s, one key each. */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /**
   * Instead of a JSON body: the request's body is a file's own bytes of this media type, up to
   * `limitKb` (the stock CSV); the handler reads them as a Buffer from `req.body`. `schema` describes it to OpenAPI.
   */
  readonly bytes?: { readonly type: string; readonly limitKb: number; readonly schema: z.ZodType };
  /**
   * A multipart/form-data body of one file in the field `field`, at most `maxBytes` (a product's
   * picture): the handler takes it from the request (`req.file`), its type checked by its content.
   */
  readonly upload?: { readonly field: string; readonly maxBytes: number };
  /** The envelope's `data` when the call succeeds (with `answers: 'html'`: the document's text). */
  readonly response: z.ZodType;
  /**
   * 'html': a success is an HTML document (text/html), not the envelope — a page to open in a tab and
   * print (the back office's packing slips); its refusals are still the envelope. Unset: the envelope.
   * 'csv': a success is a CSV file (text/csv), an attachment (the back office's stock export).
   * 'document': a success is a document of its own media type, passed on as a provider gave it (a
   * carrier's waybill, PDF or HTML: shared/contract/document.ts).
   */
  readonly answers?: 'html' | 'csv' | 'document';
  /**
   * `private`: `Cache-Control: private, no-store` on every answer, errors included (personal data);
   * `public`: `public, max-age=300` on a successful answer. None: no Cache-Control.
   */
  readonly cache?: 'private' | 'public';
  /** Headers of a successful answer beyond Cache-Control, for the OpenAPI document (the answer's data stays as the spec has it). */
  readonly responseHeaders?: z.ZodObject;
  /** The configuration the call exists under; without it the api does not answer it (404). */
  readonly onlyWhen?: string;
  /**
   * Whether the call changes what the shop keeps (a basket, an order, a session, a payment): the
   * api then refuses it when a browser marks the request cross-site (docs/decisions/015). Unset:
   * a POST changes state and a GET does not; set only where the method says otherwise (the
   * basket's GET calls of spec §7.2, a POST that only reads).
   */
  readonly changesState?: boolean;
  /**
   * The refusals particular to this call that a client acts on (a form shows a widget, a field's
   * message), by name; the ones every call may give (bad input 400, 403 cross-site, 404, 413, 5xx)
   * are not repeated. The OpenAPI document lists them under their status.
   */
  readonly refusals?: Readonly<Record<string, CallRefusal>>;
  /**
   * The back office's calls (paths under /admin/) only, and every one of them: who may make it
   * (shared/contract/admin/roles.ts), a role list being its area's (shared/contract/admin/areas.ts).
   * The api checks it on every call before the call's input is read; the admin app hides what a
   * role may not do by the same areas.
   */
  readonly staff?: StaffAccess;
}

/** A refusal a call declares: the envelope's message, the field it names, the HTTP status. */
export interface CallRefusal {
  readonly status: 400 | 401 | 403 | 404 | 409 | 429;
  /** `customData.field`: the body's field the refusal is about, where a form shows it. */
  readonly field?: string;
  /** The Russian message; «…» stands for what the api fills in (how long to wait). */
  readonly message: string;
}

/** Whether a call changes state: its own flag, else POST does and GET does not. */
export function changesState(id: CallIdPattern, spec: CallSpec): boolean {
  return spec.changesState ?? splitCallId(id).method === 'POST';
}

export type CallTable = Readonly<Record<CallIdPattern, CallSpec>>;

type InputPart = 'params' | 'query' | 'body';

/** True when a caller may leave the part out: every field optional, or the part itself. */
type MayOmit<T> = undefined extends T ? true : Partial<T> extends T ? true : false;

type SpecInputPart<Spec, K extends InputPart> = Spec extends { readonly [P in K]: infer S extends z.ZodType }
  ? MayOmit<z.input<S>> extends true
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : unknown;

/** What a caller sends: params, query and body as it writes them (before parsing). */
export type SpecInput<Spec> = SpecInputPart<Spec, 'params'> & SpecInputPart<Spec, 'query'> & SpecInputPart<Spec, 'body'>;

type SpecArgsPart<Spec, K extends InputPart> = Spec extends { readonly [P in K]: infer S extends z.ZodType }
  ? { [P in K]: z.output<S> }
  : unknown;

/** What the api's handler receives: params, query and body as the schemas parsed them. */
export type SpecArgs<Spec> = SpecArgsPart<Spec, 'params'> & SpecArgsPart<Spec, 'query'> & SpecArgsPart<Spec, 'body'>;

/** The envelope's `data` of a successful answer. */
export type SpecData<Spec> = Spec extends { readonly response: infer S extends z.ZodType } ? z.output<S> : never;
