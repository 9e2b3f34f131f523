import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_OUT, ROOT } from './paths';
import { allPictureRequests } from '../shared/pictures';
import { writeProductPictures } from './pictures/index';

const PUBLIC_SRC = path.join(ROOT, 'client', 'public');
const FONTS_SRC = path.join(ROOT, 'node_modules', '@fontsource', 'nunito', 'files');

/**
 * The Nunito files taken as they are from @fontsource; @font-face rules reference /fonts/<file>
 * (ARCHITECTURE.md). The Latin ones are split in two by scripts/subset-fonts.ts and committed in
 * client/public/fonts/ (docs/decisions/034-lcp.md), copied with the rest of client/public/.
 */
export const FONT_FILES = [400, 600, 700, 800].map((weight) => `nunito-cyrillic-${weight}-normal.woff2`);

/** Copies client/public/ to dist/public/ and the @fontsource files to dist/public/fonts/. */
export function copyStatic(): void {
  fs.mkdirSync(PUBLIC_OUT, { recursive: true });
  if (fs.existsSync(PUBLIC_SRC)) fs.cpSync(PUBLIC_SRC, PUBLIC_OUT, { recursive: true });
  const fontsOut = path.join(PUBLIC_OUT, 'fonts');
  fs.mkdirSync(fontsOut, { recursive: true });
  for (const file of FONT_FILES) fs.copyFileSync(path.join(FONTS_SRC, file), path.join(fontsOut, file));
}

/**
 * Writes every product picture the generator draws (each kind in each palette colour and view,
 * ~1,500 small SVGs, ~6 MB) to dist/public/images/products/. All of them, not only the ~600 the
 * demo catalogue names: the build then needs nothing from the seed (it used to import api/ for that
 * list, which drew the SVG code into dist/main.js), and a product made later of any kind and colour
 * has its pictures. It costs ~0.3 s of the build.
 */
export async function writePictures(): Promise<number> {
  const written = await writeProductPictures(path.join(PUBLIC_OUT, 'images', 'products'), allPictureRequests());
  return written.length;
}
