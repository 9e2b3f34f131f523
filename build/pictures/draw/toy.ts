import type { Paint } from './paint';
import { mix } from '../shade';
import type { Draw, Side } from './types';

// Мягкие игрушки: a bunny and a bear in knitted cotton, with embroidered faces.

const EYE = '#3a2e28';
const BLUSH = '#e9a39a';

function limbs(): string {
  return (
    `<ellipse cx="400" cy="520" rx="122" ry="136"/>` +
    `<ellipse cx="296" cy="486" rx="36" ry="64" transform="rotate(24 296 486)"/>` +
    `<ellipse cx="504" cy="486" rx="36" ry="64" transform="rotate(-24 504 486)"/>` +
    `<ellipse cx="328" cy="640" rx="58" ry="34"/><ellipse cx="472" cy="640" rx="58" ry="34"/>`
  );
}

function face(p: Paint, y: number): string {
  const pink = mix(BLUSH, p.fill, 0.3);
  return (
    `<g fill="${EYE}"><circle cx="360" cy="${y}" r="10"/><circle cx="440" cy="${y}" r="10"/></g>` +
    `<g fill="#fff"><circle cx="363" cy="${y - 3}" r="3"/><circle cx="443" cy="${y - 3}" r="3"/></g>` +
    `<g fill="${BLUSH}" opacity=".45"><circle cx="334" cy="${y + 30}" r="17"/><circle cx="466" cy="${y + 30}" r="17"/></g>` +
    `<path d="M388 ${y + 24}h24l-12 12z" fill="${pink}" stroke="${EYE}" stroke-width="2.4" stroke-linejoin="round"/>` +
    `<path d="M400 ${y + 36}v8M386 ${y + 50}q14 8 14-6q0 14 14 6" fill="none" stroke="${EYE}" stroke-width="2.6" stroke-linecap="round"/>`
  );
}

function belly(p: Paint, side: Side): string {
  if (side === 'back') return `<circle cx="400" cy="600" r="30" fill="${p.light}" stroke="${p.line}" stroke-width="3"/>`;
  return `<ellipse cx="400" cy="540" rx="66" ry="80" fill="${p.light}"/><g fill="${p.light}"><ellipse cx="328" cy="644" rx="30" ry="18"/><ellipse cx="472" cy="644" rx="30" ry="18"/></g>`;
}

/** A bunny's head at height y and its long ears (the shape), and the ears' pink insides (over it, in front). */
function bunnyHead(p: Paint, side: Side, y: number): { shape: string; inner: string } {
  const e = y - 140;
  const ears =
    `<ellipse cx="352" cy="${e}" rx="38" ry="98" transform="rotate(-12 352 ${e})"/>` +
    `<ellipse cx="448" cy="${e}" rx="38" ry="98" transform="rotate(12 448 ${e})"/>`;
  const inner =
    side === 'front'
      ? `<g fill="${mix(p.light, BLUSH, 0.35)}"><ellipse cx="352" cy="${e - 6}" rx="18" ry="70" transform="rotate(-12 352 ${e})"/><ellipse cx="448" cy="${e - 6}" rx="18" ry="70" transform="rotate(12 448 ${e})"/></g>`
      : '';
  // The head goes after the ears so it covers their roots.
  return { shape: ears + `<circle cx="400" cy="${y}" r="106"/>`, inner };
}

export const drawBunny: Draw = (p, side) => {
  const head = bunnyHead(p, side, 316);
  return {
    shape: limbs() + head.shape,
    over: head.inner + belly(p, side) + (side === 'front' ? face(p, 316) : ''),
    focus: [400, 340],
    texture: 'knit',
  };
};

export const drawBear: Draw = (p, side) => {
  const ears = `<circle cx="316" cy="230" r="44"/><circle cx="484" cy="230" r="44"/>`;
  const inner = `<g fill="${p.light}"><circle cx="316" cy="230" r="22"/><circle cx="484" cy="230" r="22"/></g>`;
  const muzzle = side === 'front' ? `<ellipse cx="400" cy="352" rx="48" ry="36" fill="${p.light}"/>` : '';
  return {
    shape: limbs() + ears + `<circle cx="400" cy="318" r="110"/>`,
    over: inner + muzzle + belly(p, side) + (side === 'front' ? face(p, 310) : ''),
    focus: [400, 340],
    texture: 'knit',
  };
};

const WOOD = '#dcc29c';
const WOOD_LINE = '#a88a62';

/** Мишка-погремушка: the bear holding a wooden teething ring, the rattle's handle. */
export const drawRattleBear: Draw = (p, side) => {
  const bear = drawBear(p, side);
  const ring =
    `<circle cx="560" cy="560" r="52" fill="none" stroke="${WOOD_LINE}" stroke-width="24"/>` +
    `<circle cx="560" cy="560" r="52" fill="none" stroke="${WOOD}" stroke-width="18"/>`;
  return { ...bear, under: ring };
};

/** Игрушка-комфортер: a bunny's head and ears on a small square blanket with knotted corners. */
export const drawComforterBunny: Draw = (p, side) => {
  const blanket = 'M400 300L650 520Q664 534 650 548L414 730Q400 742 386 730L150 548Q136 534 150 520Z';
  const knots = [
    [660, 534],
    [140, 534],
    [400, 742],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22"/>`)
    .join('');
  const head = bunnyHead(p, side, 290);
  // The hem's stitching, left out under the head.
  const hem = `<path d="M306 408L172 526L400 704L628 526L494 408" fill="none" stroke="${p.seam}" stroke-width="2.2" stroke-dasharray="7 6"/>`;
  return {
    shape: `<path d="${blanket}"/>${knots}${head.shape}`,
    over: hem + head.inner + (side === 'front' ? face(p, 290) : ''),
    focus: [400, 300],
    fit: 1,
    texture: 'knit',
  };
};
