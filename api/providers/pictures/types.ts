/**
 * What the shop needs from wherever it keeps the product pictures staff upload (issue 24,
 * docs/decisions/053): put a file under a name, read it back, delete some. Names carry the
 * content's hash, so a name is written once and never changes (api/admin/products/pictures.ts).
 */

export type PictureStorageName = 'disk' | 's3';

export interface PictureStorage {
  readonly name: PictureStorageName;
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(name: string): Promise<Buffer | null>;
  /** Deletes them; a name already gone is no error. */
  remove(names: readonly string[]): Promise<void>;
}
