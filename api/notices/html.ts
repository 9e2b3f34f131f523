/**
 * The letter's HTML part: one narrow table with inline styles (mail clients drop <style> and
 * external CSS), every value escaped — names, addresses, a card's message and a comment are typed
 * by shoppers.
 */
import { escapeMarkup } from '../../shared/format/markup';
import type { Letter } from './letter';

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#3b3530;font-size:15px;line-height:1.5';
const MUTED = 'color:#7a726b;font-size:13px';

const row = (label: string, value: string, strong = false) =>
  `<tr><td style="padding:2px 12px 2px 0;${MUTED}">${escapeMarkup(label)}</td>` +
  `<td style="padding:2px 0;text-align:right">${strong ? `<b>${escapeMarkup(value)}</b>` : escapeMarkup(value)}</td></tr>`;

function items(letter: Letter): string {
  const rows = letter.items.map(
    (item) =>
      `<tr><td style="padding:6px 12px 6px 0;border-top:1px solid #eee5dc">${escapeMarkup(item.name)}<br>` +
      `<span style="${MUTED}">${escapeMarkup(item.detail)}</span></td>` +
      `<td style="padding:6px 0;border-top:1px solid #eee5dc;text-align:right;white-space:nowrap">${item.sum ? escapeMarkup(item.sum) : ''}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows.join('')}</table>`;
}

export function letterHtml(letter: Letter): string {
  const totals = letter.totals.map(([label, value], i) => row(label, value, i === letter.totals.length - 1)).join('');
  const facts = letter.facts
    .map(([label, value]) => `<p style="margin:4px 0"><span style="${MUTED}">${escapeMarkup(label)}:</span> ${escapeMarkup(value)}</p>`)
    .join('');
  const link = letter.link
    ? `<p style="margin:16px 0"><a href="${escapeMarkup(letter.link.href)}" style="color:#8a5a3c">${escapeMarkup(letter.link.text)}</a></p>`
    : '';
  const footer = letter.footer.map(escapeMarkup).join('<br>');
  return [
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">',
    `<title>${escapeMarkup(letter.subject)}</title></head>`,
    `<body style="margin:0;padding:16px;background:#faf7f2"><div style="max-width:560px;margin:0 auto;${FONT}">`,
    `<p style="margin:0 0 12px">${escapeMarkup(letter.greeting)}</p>`,
    ...letter.lead.map((p) => `<p style="margin:0 0 12px">${escapeMarkup(p)}</p>`),
    items(letter),
    totals ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px">${totals}</table>` : '',
    `<div style="margin-top:12px">${facts}</div>`,
    link,
    `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #eee5dc;${MUTED}">${footer}</p>`,
    '</div></body></html>',
  ].join('');
}
