// Props around a flat lay (view 4): a eucalyptus sprig and a wooden teething ring, the brand's styling.

const LEAF = '#9aa88a';
const LEAF_LINE = '#6f7d60';
const WOOD = '#dcc29c';
const WOOD_LINE = '#b39670';

function leaf(x: number, y: number, angle: number): string {
  return `<ellipse cx="0" cy="-22" rx="13" ry="24" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

export function sprig(): string {
  const leaves = [leaf(700, 640, -40), leaf(668, 672, 50), leaf(640, 700, -30), leaf(612, 736, 60), leaf(724, 604, 20)].join('');
  return (
    `<path d="M800 560C740 600 660 680 590 790" fill="none" stroke="${LEAF_LINE}" stroke-width="3"/>` +
    `<g fill="${LEAF}" stroke="${LEAF_LINE}" stroke-width="2">${leaves}</g>`
  );
}

export function woodenRing(): string {
  return (
    `<circle cx="690" cy="112" r="48" fill="none" stroke="${WOOD_LINE}" stroke-width="22"/>` +
    `<circle cx="690" cy="112" r="48" fill="none" stroke="${WOOD}" stroke-width="17"/>` +
    `<path d="M662 86a38 38 0 0 1 40-12" fill="none" stroke="#efe0c7" stroke-width="4" stroke-linecap="round"/>`
  );
}
