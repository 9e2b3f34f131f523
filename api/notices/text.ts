import type { Letter } from './letter';

/** The letter's plain-text part: what a mail client without HTML, or a screen reader, shows. */
export function letterText(letter: Letter): string {
  const lines = [letter.greeting, '', ...letter.lead, ''];
  for (const item of letter.items) lines.push(`— ${item.name}: ${item.detail}${item.sum ? ` = ${item.sum}` : ''}`);
  if (letter.totals.length > 0) lines.push('', ...letter.totals.map(([label, value]) => `${label}: ${value}`));
  lines.push('', ...letter.facts.map(([label, value]) => `${label}: ${value}`));
  if (letter.link) lines.push('', `${letter.link.text}: ${letter.link.href}`);
  lines.push('', '--', ...letter.footer);
  return `${lines.join('\n')}\n`;
}
