import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_OUT, ROOT } from './paths';
import { allPictureRequests } from '../shared/pictures';
import { writeProductPictures } from './pictures/index';

const PUBLIC_SRC = path.join(ROOT, 'client', 'public');
/**
 * Copies client/public/ to dist/public/. The Nunito files the @font-face rules name (/fonts/<file>,
 * ARCHITECTURE.md) are made from @fontsource's by scripts/subset-fonts.ts and committed in
 * client/public/fonts/ (docs/decisions/034-lcp.md), so they are copied with the rest.
 */
export function copyStatic(): void {
  fs.mkdirSync(PUBLIC_OUT, { recursive: true });
  if (fs.existsSync(PUBLIC_SRC)) fs.cpSync(PUBLIC_SRC, PUBLIC_OUT, { recursive: true });
}

/**
 * Writes every product picture the generator draws (each kind in each palette colour and view,
 * ~3,000 small SVGs, ~7.5 MB) to dist/public/images/products/. All of them, not only the ~600 the
 * demo catalogue names: the build then needs nothing from the seed (it used to import api/ for that
 * list, which drew the SVG code into dist/main.js), and a product made later of any kind and colour
 * has its pictures. It costs ~0.5 s of the build.
 */
export async function writePictures(): Promise<number> {
  const written = await writeProductPictures(path.join(PUBLIC_OUT, 'images', 'products'), allPictureRequests());
  return written.length;
}
