import { eq } from 'drizzle-orm';
import type { PictureListBody } from '../../../shared/contract/admin/pictures';
import { PICTURE_MESSAGES } from '../../../shared/contract/admin/pictures';
import { uploadedPictureUrl } from '../../../shared/pictures/uploaded';
import { productPictures } from '../../catalog/schema';
import { addPicture, editCatalogue, lockProduct, writePictures, type RevisionWatch } from '../../catalog/service';
import type { Db } from '../../db/database';
import { fieldRefusal } from '../../http/errors';
import type { PictureStorage } from '../../providers/pictures';
import { changedFields, recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';
import { makePictureFiles, removePictureFiles, storePictureFiles } from './picture-files';

export interface PictureEdits {
  db: Db;
  revision: RevisionWatch;
  storage: PictureStorage;
}

/**
 * A product's pictures (issue 24, docs/decisions/053): an upload is checked and made into its files
 * before anything is kept, the files kept before its row (a row never names a missing file), and
 * removed again when the row is not written; the list's edit deletes the files no product shows any
 * more once its transaction has committed. Each with its audit row, inside editCatalogue.
 */
export function pictureEdits(deps: PictureEdits, member: StaffMember) {
  const object = 'product' as const;
  const unusedAfterAll = async (urls: string[]) => {
    const unused: string[] = [];
    for (const url of urls) {
      const [row] = await deps.db.select({ id: productPictures.id }).from(productPictures).where(eq(productPictures.url, url)).limit(1);
      if (!row) unused.push(url);
    }
    await removePictureFiles(deps.storage, unused);
  };
  return {
    async upload(id: number, file: Buffer | undefined) {
      if (!file || file.length === 0) throw fieldRefusal('no_file', 400, PICTURE_MESSAGES.noFile, 'file');
      // Before the work: a missing product is refused without converting anything.
      await lockProduct(deps.db, id);
      const made = await makePictureFiles(file);
      await storePictureFiles(deps.storage, made);
      const url = uploadedPictureUrl(made.hash);
      try {
        await editCatalogue(deps, async (tx) => {
          await lockProduct(tx, id);
          const picture = await addPicture(tx, id, { url, alt: '' });
          await recordChange(tx, { ...member, action: 'product.picture-add', object, objectId: id, before: null, after: { picture } });
        });
      } catch (error) {
        await unusedAfterAll([url]).catch(() => undefined);
        throw error;
      }
    },
    async list(id: number, body: PictureListBody) {
      const unused = await editCatalogue(deps, async (tx) => {
        await lockProduct(tx, id);
        const { before, after, unused } = await writePictures(tx, id, body.pictures);
        const changed = changedFields({ pictures: before }, { pictures: after });
        if (changed) await recordChange(tx, { ...member, action: 'product.pictures', object, objectId: id, ...changed });
        return unused;
      });
      // After the commit: the storefront no longer names them. A failure leaves files nobody shows.
      await unusedAfterAll(unused);
    },
  };
}
