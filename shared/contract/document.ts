import { z } from 'zod';

/**
 * A document the api passes on as it got it (a carrier's waybill: CDEK's PDF, the sandbox's HTML
 * page), for a call with `answers: 'document'`: the answer is its bytes with its own media type.
 */
export const DOCUMENT_TYPES = ['application/pdf', 'text/html; charset=utf-8'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface DocumentAnswer {
  contentType: DocumentType;
  body: Uint8Array;
}

export const documentAnswerSchema = z
  .custom<DocumentAnswer>((v) => typeof v === 'object' && v !== null && 'body' in v && v.body instanceof Uint8Array)
  .meta({ description: 'Документ для печати: PDF или HTML, как его дал перевозчик' });
