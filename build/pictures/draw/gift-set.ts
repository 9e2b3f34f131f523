import { bow, part } from './parts';
import type { Draw } from './types';

// Подарочный набор: a lidded box in the colour, tied with a contrasting ribbon and a bow.

const base = 'M224 404H576V664Q576 684 556 684H244Q224 684 224 664Z';
const lid = 'M206 336H594V412Q594 424 582 424H218Q206 424 206 412Z';

export const drawGiftSet: Draw = (p, side) => {
  const ribbon = `<g fill="${p.trim}" stroke="${p.line}" stroke-width="2.4"><path d="M378 424H422V684H378Z"/><path d="M374 336H426V424H374Z"/></g>`;
  const shadow = `<path d="M226 426H574" stroke="${p.line}" stroke-width="6" opacity=".25"/>`;
  const tag =
    side === 'front' ? part('M470 470l70 0 0 46-70 0-14-23z', '#fbf7f0', p) + `<circle cx="470" cy="493" r="4" fill="${p.line}"/>` : '';
  return {
    shape: `<path d="${base}"/><path d="${lid}"/>`,
    over: shadow + ribbon + tag + bow(400, 330, side === 'front' ? 1.9 : 1.5, p.trim, p),
    focus: [400, 360],
    texture: 'smooth',
  };
};
