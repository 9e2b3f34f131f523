import multer from 'multer';
import type { RequestHandler } from 'express';
import { PICTURE_MESSAGES } from '../../shared/contract/admin/picture-limits';
import { DomainError, fieldRefusal } from './errors';

/**
 * The body of a call with `upload` (CallSpec): multipart/form-data parsed by multer into memory, one
 * file in `field` of at most `maxBytes` (a larger one is cut off and refused, 413). Nothing is written
 * to disk here: the handler checks the file by its content and keeps what it makes of it.
 */
export function uploadBody(upload: { field: string; maxBytes: number }): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: upload.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
  }).single(upload.field);
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          res.setHeader('Connection', 'close');
          return next(
            new DomainError('file_too_large', 413, PICTURE_MESSAGES.tooLarge, [
              { message: PICTURE_MESSAGES.tooLarge, customData: { field: upload.field } },
            ]),
          );
        }
        return next(fieldRefusal('bad_upload', 400, PICTURE_MESSAGES.badUpload, upload.field));
      }
      // busboy's own: a body that is not multipart as it says (no boundary, cut short).
      next(new DomainError('bad_upload', 400, PICTURE_MESSAGES.badUpload));
    });
  };
}
