import { describe, expect, it } from 'vitest';
import { colours, productKinds, views } from '../../shared/pictures';
import { renderPicture } from './render';

/** A small XML well-formedness check: balanced tags, quoted attributes, no stray `<` or `&`, one root. */
function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let roots = 0;
  let last = 0;
  for (const m of xml.matchAll(/<[^>]*>/g)) {
    const text = xml.slice(last, m.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) return `bad text before ${m[0]}`;
    last = m.index + m[0].length;
    const tag = m[0];
    const close = /^<\/([A-Za-z][\w:-]*)>$/.exec(tag);
    if (close) {
      if (stack.pop() !== close[1]) return `unbalanced ${tag}`;
      continue;
    }
    const open = /^<([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>$/.exec(tag);
    if (!open) return `malformed tag ${tag}`;
    const names = [...open[2]!.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return `duplicate attribute in ${tag}`;
    if (stack.length === 0) roots++;
    if (!open[3]) stack.push(open[1]!);
  }
  if (xml.slice(last).trim()) return 'text after the root';
  if (stack.length) return `unclosed ${stack.join(',')}`;
  return roots === 1 ? null : `${roots} roots`;
}

const sample = ['molochnyy', 'belyy', 'seryy_melanzh', 'olivkovyy', 'grafit'];

describe('renderPicture', () => {
  it('draws every kind in several colours and all views as well-formed, self-contained SVG under 6 KB (8 KB for three pieces)', () => {
    for (const kind of productKinds) {
      // The going-home set is three garments with all their details.
      const limit = (kind === 'set-newborn' ? 8 : 6) * 1024;
      for (const colour of sample) {
        for (const view of views) {
          const svg = renderPicture({ kind, colour, view });
          const where = `${kind} ${colour} ${view}`;
          expect(xmlProblem(svg), where).toBeNull();
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">'), where).toBe(
            true,
          );
          expect(svg.replace('http://www.w3.org/2000/svg', ''), where).not.toMatch(/https?:|url\((?!#)|href="(?!#)/);
          expect(Buffer.byteLength(svg), where).toBeLessThan(limit);
        }
      }
    }
  });

  it('gives the same bytes for the same request', () => {
    for (const kind of productKinds) {
      const request = { kind, colour: 'seryy_melanzh', view: 4 } as const;
      expect(renderPicture(request)).toBe(renderPicture(request));
    }
  });

  it('fills the product with the colour asked for, so colours differ', () => {
    for (const kind of productKinds) {
      const fills = colours.map((c) => {
        const svg = renderPicture({ kind, colour: c, view: 1 });
        expect(svg).toContain(`fill="${c.hex}"`);
        return svg;
      });
      expect(new Set(fills).size).toBe(colours.length);
    }
  });

  it('gives each view of one product its own picture', () => {
    for (const kind of productKinds) {
      const pictures = views.map((view) => renderPicture({ kind, colour: 'pudrovyy', view }));
      expect(new Set(pictures).size).toBe(views.length);
    }
  });

  it('gives melange yarn a heather texture and plain colours none', () => {
    expect(renderPicture({ kind: 'bodysuit-short', colour: 'seryy_melanzh', view: 1 })).toContain('url(#h)');
    expect(renderPicture({ kind: 'bodysuit-short', colour: 'bezhevyy', view: 1 })).not.toContain('url(#h)');
  });

  it('writes the certificate words in Russian', () => {
    const svg = renderPicture({ kind: 'gift-certificate', colour: 'molochnyy', view: 1 });
    expect(svg).toContain('>Подарочный<');
    expect(svg).toContain('>сертификат<');
  });

  it('refuses an unknown colour code', () => {
    expect(() => renderPicture({ kind: 'bib', colour: 'fioletovyy', view: 1 })).toThrow(/fioletovyy/);
  });

  it('catches malformed markup (the checker itself works)', () => {
    expect(xmlProblem('<svg><g></svg>')).not.toBeNull();
    expect(xmlProblem('<svg a="1" a="2"/>')).not.toBeNull();
    expect(xmlProblem('<svg><text>a & b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><g/></svg>')).toBeNull();
  });
});
