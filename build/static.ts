import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_OUT, ROOT } from './paths';

const PUBLIC_SRC = path.join(ROOT, 'client', 'public');
const FONTS_SRC = path.join(ROOT, 'node_modules', '@fontsource', 'nunito', 'files');

/** The Nunito faces the shop uses; @font-face rules reference /fonts/<file> (ARCHITECTURE.md). */
export const FONT_FILES = ['cyrillic', 'latin'].flatMap((subset) =>
  [400, 600, 700, 800].map((weight) => `nunito-${subset}-${weight}-normal.woff2`),
);

/** Copies client/public/ to dist/public/ and the Nunito files to dist/public/fonts/. */
export function copyStatic(): void {
  fs.mkdirSync(PUBLIC_OUT, { recursive: true });
  if (fs.existsSync(PUBLIC_SRC)) fs.cpSync(PUBLIC_SRC, PUBLIC_OUT, { recursive: true });
  const fontsOut = path.join(PUBLIC_OUT, 'fonts');
  fs.mkdirSync(fontsOut, { recursive: true });
  for (const file of FONT_FILES) fs.copyFileSync(path.join(FONTS_SRC, file), path.join(fontsOut, file));
}
