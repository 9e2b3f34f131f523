import { describe, expect, it } from 'vitest';
import { escapeMarkup, xmlText } from './markup';

describe('escapeMarkup', () => {
  it('turns the five characters markup reads as its own into entities, and leaves the rest', () => {
    expect(escapeMarkup(`<a href="x?a=1&b='2'">Боди</a>`)).toBe('&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;Боди&lt;/a&gt;');
    expect(escapeMarkup('Боди 62 см')).toBe('Боди 62 см');
  });
});

describe('xmlText', () => {
  it('escapes as markup and drops the control codes XML 1.0 forbids, keeping tabs and line breaks', () => {
    expect(xmlText('Боди\u0001 «Лён» & хлопок\u001f')).toBe('Боди «Лён» &amp; хлопок');
    expect(xmlText('строка\tпервая\nвторая\r')).toBe('строка\tпервая\nвторая\r');
  });
});
