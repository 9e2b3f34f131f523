/**
 * The product pictures by name: what the catalogue seed (api/) writes into products and what the
 * build (build/pictures/) draws, so that neither imports the other. Drawing code stays in the build.
 */
import { colours } from './colours';
import { productKinds, type ProductKind } from './kinds';

export { colours, findColour, type Colour } from './colours';
export { isProductKind, kindNames, productKinds, type ProductKind } from './kinds';

/** 1 front (card), 2 back or another angle, 3 fabric close-up, 4 flat lay with props. */
export type View = 1 | 2 | 3 | 4;
export const views: readonly View[] = [1, 2, 3, 4];

export interface PictureFileRequest {
  kind: ProductKind;
  /** Palette colour code, e.g. 'seryy_melanzh'. */
  colour: string;
  view: View;
}

export function pictureFileName(kind: ProductKind, colourCode: string, view: View): string {
  return `${kind}-${colourCode}-${view}.svg`;
}

/** Public URL of a product picture: the contract between the catalogue seed and the build. */
export function pictureUrl(kind: ProductKind, colourCode: string, view: View): string {
  return `/images/products/${pictureFileName(kind, colourCode, view)}`;
}

/**
 * Every kind in every palette colour in every view: the pictures the build draws, so that any
 * product the seed (or, later, the back office) makes of a kind and a colour has its pictures.
 */
export function allPictureRequests(): PictureFileRequest[] {
  return productKinds.flatMap((kind) => colours.flatMap((c) => views.map((view) => ({ kind, colour: c.code, view }))));
}
