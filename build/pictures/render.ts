import { findColour, type Colour, type ProductKind, type View } from '../../shared/pictures';
import { drawings } from './draw/index';
import { paintOf } from './draw/paint';
import type { Drawing } from './draw/types';
import { sprig, woodenRing } from './scene';
import { luminance, mix } from './shade';
import { heatherPattern, knitPattern, stripePattern, terryPattern } from './textures';

export interface PictureRequest {
  kind: ProductKind;
  /** A palette colour or its code. */
  colour: Colour | string;
  view: View;
}

const CREAM = '#f6f1ea';
// A white or milk garment would vanish on cream, so light colours sit on a deeper greige.
const GREIGE = '#e8dfd2';
const SHADOW = `<use href="#g" transform="translate(7 12)" fill="#4a3a2c" opacity=".2" filter="url(#b)"/>`;

function resolve(colour: Colour | string): Colour {
  if (typeof colour !== 'string') return colour;
  const found = findColour(colour);
  if (!found) throw new Error(`Unknown colour code: ${colour}`);
  return found;
}

function background(hex: string, view: View): string {
  const base = luminance(hex) > 0.7 ? GREIGE : CREAM;
  return view === 2 || view === 4 ? mix(base, hex, luminance(hex) > 0.7 ? 0.05 : 0.14) : base;
}

function placement(view: View, drawing: Drawing): string {
  const focus = drawing.focus;
  if (view === 1) {
    const fit = drawing.fit ?? 1.1;
    return fit === 1 ? '' : ` transform="translate(400 410) scale(${fit}) translate(-400 -410)"`;
  }
  if (view === 2) return ' transform="rotate(-6 400 400) translate(24 16) scale(.94)"';
  if (view === 3) return ` transform="translate(400 400) scale(2.3) translate(${-focus[0]} ${-focus[1]})"`;
  if (view === 4) return ' transform="translate(372 392) rotate(5) scale(.84) translate(-400 -400)"';
  return '';
}

/** Deterministic SVG picture of one product in one colour, 800×800. */
export function renderPicture(request: PictureRequest): string {
  const colour = resolve(request.colour);
  const { view } = request;
  const paint = paintOf(colour);
  const drawing = drawings[request.kind](paint, view === 2 ? 'back' : 'front');

  const defs: string[] = [
    `<g id="g">${drawing.shape}</g>`,
    `<filter id="b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>`,
    `<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#2e2620" stop-opacity=".1"/></linearGradient>`,
  ];
  const layers: string[] = [
    SHADOW,
    drawing.under ?? '',
    `<use href="#g" fill="${paint.fill}" stroke="${paint.line}" stroke-width="4" stroke-linejoin="round"/>`,
  ];
  if (paint.heather) {
    defs.push(heatherPattern('h'));
    layers.push(`<use href="#g" fill="url(#h)"/>`);
  }
  if (drawing.stripes) {
    defs.push(stripePattern('t', paint));
    layers.push(`<use href="#g" fill="url(#t)"/>`);
  }
  layers.push(`<use href="#g" fill="url(#s)"/>`);
  if (view === 3 && drawing.texture !== 'smooth') {
    defs.push(drawing.texture === 'terry' ? terryPattern('k', paint) : knitPattern('k', paint));
    layers.push(`<use href="#g" fill="url(#k)"/>`);
  }
  layers.push(drawing.over);

  const behind = view === 4 ? woodenRing() : '';
  const front = view === 4 ? sprig() : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<defs>${defs.join('')}</defs>` +
    `<rect width="800" height="800" fill="${background(colour.hex, view)}"/>` +
    behind +
    `<g${placement(view, drawing)}>${layers.join('')}</g>` +
    front +
    `</svg>`
  );
}
