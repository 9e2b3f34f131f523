import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PictureStorage } from './types';

/**
 * Files in one folder (DATA_DIR/pictures/): written under a temporary name and renamed, so a
 * reader never sees half a file.
 */
export function diskPictureStorage(folder: string): PictureStorage {
  const file = (name: string) => path.join(folder, path.basename(name));
  return {
    name: 'disk',
    async put(name, body) {
      await mkdir(folder, { recursive: true });
      const temporary = `${file(name)}.${process.pid}.part`;
      await writeFile(temporary, body);
      await rename(temporary, file(name));
    },
    async get(name) {
      try {
        return await readFile(file(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(file(name), { force: true })));
    },
  };
}
