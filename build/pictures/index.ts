import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pictureFileName, type PictureFileRequest } from '../../shared/pictures';
import { renderPicture } from './render';

export { renderPicture, type PictureRequest } from './render';

/**
 * Writes `${outDir}/${kind}-${colour}-${view}.svg` for every request (duplicates written once).
 * Returns the paths written. Throws on an unknown colour code.
 */
export async function writeProductPictures(outDir: string, requests: readonly PictureFileRequest[]): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const unique = new Map<string, PictureFileRequest>();
  for (const r of requests) unique.set(pictureFileName(r.kind, r.colour, r.view), r);
  const written: string[] = [];
  for (const [name, r] of unique) {
    const path = join(outDir, name);
    await writeFile(path, renderPicture(r), 'utf8');
    written.push(path);
  }
  return written;
}
