import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { colours } from './colours';
import { productKinds, type ProductKind } from './kinds';
import { renderPicture, views, type View } from './render';

export { colours, findColour, type Colour } from './colours';
export { isProductKind, kindNames, productKinds, type ProductKind } from './kinds';
export { renderPicture, views, type PictureRequest, type View } from './render';

export interface PictureFileRequest {
  kind: ProductKind;
  /** Palette colour code, e.g. 'seryy_melanzh'. */
  colour: string;
  view: View;
}

function fileName(kind: ProductKind, colourCode: string, view: View): string {
  return `${kind}-${colourCode}-${view}.svg`;
}

/** Public URL of a product picture: the contract between the catalogue seed and the build. */
export function pictureUrl(kind: ProductKind, colourCode: string, view: View): string {
  return `/images/products/${fileName(kind, colourCode, view)}`;
}

/** Every kind in every palette colour in every view: what the build writes so any seed product has its pictures. */
export function allPictureRequests(): PictureFileRequest[] {
  return productKinds.flatMap((kind) => colours.flatMap((c) => views.map((view) => ({ kind, colour: c.code, view }))));
}

/**
 * Writes `${outDir}/${kind}-${colour}-${view}.svg` for every request (duplicates written once).
 * Returns the paths written. Throws on an unknown colour code.
 */
export async function writeProductPictures(outDir: string, requests: readonly PictureFileRequest[]): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const unique = new Map<string, PictureFileRequest>();
  for (const r of requests) unique.set(fileName(r.kind, r.colour, r.view), r);
  const written: string[] = [];
  for (const [name, r] of unique) {
    const path = join(outDir, name);
    await writeFile(path, renderPicture(r), 'utf8');
    written.push(path);
  }
  return written;
}
