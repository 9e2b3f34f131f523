import { Router } from 'express';
import { z } from 'zod';
import { createDocument, type CreateDocumentOptions, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { errorEnvelopeSchema, okEnvelopeSchema } from '../../shared/contract';
import { CSRF_HEADER } from '../../shared/contract/admin/roles';
import { changesState, splitCallId, type CallSpec } from '../../shared/contract/call';
import { calls, type CallId } from '../../shared/contract/calls';
import { DOCUMENT_TYPES } from '../../shared/contract/document';
import { CACHE_CONTROL } from './calls';

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

/** A call's file (CallSpec['upload']): one part, binary, at most maxBytes. */
const multipart = ({ field, maxBytes }: NonNullable<CallSpec['upload']>) => ({
  'multipart/form-data': {
    schema: z.object({ [field]: z.string().meta({ format: 'binary', description: `Файл, не больше ${maxBytes} байт` }) }),
  },
});

const cacheHeaders = {
  private: z.object({ 'Cache-Control': z.literal(CACHE_CONTROL.private) }),
  public: z.object({ 'Cache-Control': z.literal(CACHE_CONTROL.public) }),
};

const refusal = { $ref: '#/components/responses/Refusal' };

/** A signed-in staff member's state-changing call carries the session's CSRF token (docs/decisions/045). */
const csrfHeader = z.object({ [CSRF_HEADER]: z.string().meta({ description: 'CSRF-токен сессии сотрудника (из /admin/auth/me/)' }) });

/** The refusals a call declares (CallSpec['refusals']), one response per status, its messages listed. */
function declaredRefusals(spec: CallSpec, hasInput: boolean): Record<string, { description: string; content: ReturnType<typeof json> }> {
  // A declared 400 stands beside the contract's own: bad input is refused with 400 too.
  const byStatus = new Map<number, string[]>(hasInput ? [[400, ['неверный ввод']]] : []);
  for (const { status, field, message } of Object.values(spec.refusals ?? {})) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), field ? `«${message}» (поле ${field})` : `«${message}»`]);
  }
  return Object.fromEntries(
    [...byStatus]
      .filter(([status, messages]) => status !== 400 || messages.length > 1)
      .map(([status, messages]) => [String(status), { description: `Отказ: ${messages.join('; ')}`, content: json(errorEnvelopeSchema) }]),
  );
}

const DOCUMENT_NAMES = { html: 'HTML-документ', csv: 'файл CSV', document: 'документ PDF или HTML' } as const;
const binary = z.string().meta({ format: 'binary' });

/** A document's media types: a provider's document (a waybill) is PDF or HTML as the provider gives it. */
function documentContent(answers: NonNullable<CallSpec['answers']>, response: z.ZodType) {
  if (answers === 'document') return Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, { schema: binary }]));
  return { [answers === 'html' ? 'text/html' : 'text/csv']: { schema: response } };
}

function operation(id: CallId, spec: CallSpec): ZodOpenApiOperationObject {
  const hasInput = Boolean(spec.params ?? spec.query ?? spec.body ?? spec.bytes ?? spec.upload);
  const document = spec.answers ? DOCUMENT_NAMES[spec.answers] : null;
  return {
    summary: spec.summary,
    ...(spec.onlyWhen ? { description: `Есть только при ${spec.onlyWhen}.` } : {}),
    // Refused with 403 when a browser marks the request cross-site (docs/decisions/015).
    ...(changesState(id, spec) ? { 'x-changes-state': true } : {}),
    // The back office's: who may make it (roles, or a step of signing in), docs/decisions/045.
    ...(spec.staff ? { 'x-staff-access': spec.staff } : {}),
    requestParams: {
      ...(spec.params ? { path: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(changesState(id, spec) && Array.isArray(spec.staff) ? { header: csrfHeader } : {}),
    },
    ...(spec.body ? { requestBody: { required: !spec.body.safeParse(undefined).success, content: json(spec.body) } } : {}),
    ...(spec.bytes ? { requestBody: { required: true, content: { [spec.bytes.type]: { schema: spec.bytes.schema } } } } : {}),
    ...(spec.upload ? { requestBody: { required: true, content: multipart(spec.upload) } } : {}),
    responses: {
      '200': {
        description: document ? `Вызов выполнен: ${document}` : 'Вызов выполнен: data — его ответ',
        content: spec.answers ? documentContent(spec.answers, spec.response) : json(okEnvelopeSchema(spec.response)),
        ...(spec.cache || spec.responseHeaders
          ? { headers: z.object({ ...(spec.cache ? cacheHeaders[spec.cache].shape : {}), ...spec.responseHeaders?.shape }) }
          : {}),
      },
      ...(hasInput ? { '400': refusal } : {}),
      ...declaredRefusals(spec, hasInput),
      default: refusal,
    },
  };
}

/**
 * The OpenAPI 3.1 document of the calls the api answers (`ids`, as registered), generated from the
 * contract table: so the brand's other back-end can be checked against ours.
 */
export function openApiDocument(ids: readonly CallId[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const id of ids) {
    const { method, path } = splitCallId(id);
    paths[path] = { ...paths[path], [method === 'GET' ? 'get' : 'post']: operation(id, calls[id]) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Хлопушки — api интернет-магазина',
        version: '1',
        description:
          'Каждый ответ — конверт { status, errors, data } (спецификация §7, §8) с правдивым статусом HTTP; ' +
          'сессия браузера — cookie sid, просмотренные товары — cookie productIds.',
      },
      servers: [{ url: '/api' }],
      paths,
      components: {
        responses: {
          Refusal: {
            description: 'Отказ: неверный ввод (400), нет такого (404), конфликт (409), сбой (5xx) — сообщения по-русски',
            content: json(errorEnvelopeSchema),
          },
        },
      },
    },
    { override: openObjects },
  );
}

/**
 * An answer may carry fields the contract does not name (zod's objects strip them; the shop's
 * other back-end has more): only a strict object forbids them, not every output object.
 */
const openObjects: CreateDocumentOptions['override'] = ({ jsonSchema, zodSchema }) => {
  const def = zodSchema._zod.def;
  if (def.type === 'object' && !('catchall' in def && def.catchall) && jsonSchema.additionalProperties === false) {
    delete jsonSchema.additionalProperties;
  }
};

/** GET /api/openapi.json: made on the first request, then kept. */
export function openApiRoute(ids: readonly CallId[]): Router {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    document ??= openApiDocument(ids);
    res.json(document);
  });
  return router;
}
