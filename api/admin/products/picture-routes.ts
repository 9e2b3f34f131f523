import type { RevisionWatch } from '../../catalog/service';
import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { notFound } from '../../http/errors';
import { PRODUCT_MESSAGES } from '../../../shared/contract/admin/products';
import type { PictureStorage } from '../../providers/pictures';
import { memberOf } from '../orders/routes';
import { pictureEdits } from './picture-edits';
import { readProductForStaff } from './read-products';

type PictureIds = 'POST /admin/products/{id}/pictures/' | 'POST /admin/products/{id}/pictures/list/';

/** Thin: the file multer read into memory (api/http/upload.ts) or the list, to the edits. */
export function pictureHandlers(db: Db, revision: RevisionWatch, storage: PictureStorage): DomainHandlers<PictureIds> {
  const one = async (id: number) => {
    const product = await readProductForStaff(db, id);
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    return { product };
  };
  const edits = (call: Parameters<typeof memberOf>[0]) => pictureEdits({ db, revision, storage }, memberOf(call));
  return {
    'POST /admin/products/{id}/pictures/': async ({ params }, call) => {
      await edits(call).upload(params.id, call.req.file?.buffer);
      return one(params.id);
    },
    'POST /admin/products/{id}/pictures/list/': async ({ params, body }, call) => {
      await edits(call).list(params.id, body);
      return one(params.id);
    },
  };
}
