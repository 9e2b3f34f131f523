import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { EmotionCache } from '@emotion/cache';

/** A response that may be wrapped by `compression`, which adds flush(). */
export type FlushableResponse = ServerResponse & { flush?: () => void };

/** Marks the end of a React flush cycle inside the write queue, so it keeps its place among the chunks. */
const FLUSH = Symbol('flush');
const HEAD_END = '</head>';

/**
 * What React pipes into instead of the response: it writes Emotion's styles next to React's
 * chunks. React writes a flush cycle as any number of write() calls that may split the HTML
 * anywhere, then calls `destination.flush()`; styles are injected only between cycles.
 *
 * - The first cycle (the shell) is held back whole, and right before `</head>` go the fonts'
 *   `@font-face` rules (a style element Emotion never sees), then each `<Global>`'s styles in the
 *   `<style data-emotion="css-global name">` its client side adopts as they are (without it, the
 *   client inserted them again after hydration: a style recalculation of the whole page), then one
 *   `<style data-emotion="css k1 k2">` with every other style inserted so far.
 * - Each later cycle (a Suspense boundary's content) starts with one `<style>` holding the styles
 *   inserted since the previous one, so the content never shows unstyled. The client's Emotion
 *   cache moves these tags into <head> before hydration (same key, see client/emotion.ts).
 *
 * With `cache.compat = true`, Emotion on the server records `cache.inserted[name] = css` instead
 * of rendering `<style>` next to elements (global styles too), which is what we read here.
 */
export class EmotionStream extends Writable {
  private firstCycle: Buffer[] | null = [];
  private cycleStarted = false;
  private readonly written = new Set<string>();
  /** Names `<Global>` inserted (an empty selector; keyframes, also inserted so, are `animation-…`). */
  private readonly globals = new Set<string>();

  constructor(
    private readonly res: FlushableResponse,
    private readonly cache: EmotionCache,
    private readonly nonce?: string,
    /** Fixed CSS for the head, first (the fonts' @font-face rules: client/components/global/font-faces.ts). */
    private readonly headCss = '',
  ) {
    // objectMode so that the FLUSH marker can travel through the same queue as the chunks.
    super({ objectMode: true });
    const insert = cache.insert.bind(cache);
    cache.insert = (selector, serialized, sheet, shouldCache) => {
      if (selector === '' && !serialized.name.startsWith('animation-')) this.globals.add(serialized.name);
      return insert(selector, serialized, sheet, shouldCache);
    };
  }

  /** Called by React at the end of every flush cycle. */
  flush(): void {
    if (!this.writableEnded && !this.destroyed) this.write(FLUSH);
  }

  override _write(chunk: unknown, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (chunk === FLUSH) {
      this.endCycle(done);
      return;
    }
    const buffer = toBuffer(chunk);
    if (this.firstCycle) {
      this.firstCycle.push(buffer);
      done();
      return;
    }
    if (!this.cycleStarted) {
      this.cycleStarted = true;
      const style = this.newStyles();
      if (style) this.res.write(style);
    }
    this.send(buffer, done);
  }

  override _final(done: (error?: Error | null) => void): void {
    const finish = () => {
      this.res.end();
      done();
    };
    // React always flushes before end(); this covers a writer that does not.
    if (this.firstCycle) this.endCycle(finish);
    else finish();
  }

  private endCycle(done: (error?: Error | null) => void): void {
    this.cycleStarted = false;
    const after = () => {
      this.res.flush?.();
      done();
    };
    if (!this.firstCycle) {
      after();
      return;
    }
    // Bytes, not a string: decoding the shell (the whole page for a crawler, ~100 KB) and encoding
    // it again cost more than the render's own flush (docs/decisions/018).
    const html = Buffer.concat(this.firstCycle);
    this.firstCycle = null;
    const style = Buffer.from(this.headStyles() + this.newStyles(), 'utf8');
    const at = html.indexOf(HEAD_END);
    // Without a </head> (an unusual shell) the styles still come before any later content.
    const out = at === -1 ? [html, style] : [html.subarray(0, at), style, html.subarray(at)];
    this.send(Buffer.concat(out), after);
  }

  /** The fixed head CSS, then one <style> per `<Global>` (each marked as written). */
  private headStyles(): string {
    let out = this.headCss ? this.styleTag('', this.headCss) : '';
    for (const name of this.globals) {
      const value = this.cache.inserted[name];
      if (typeof value !== 'string' || this.written.has(name)) continue;
      this.written.add(name);
      out += this.styleTag(` data-emotion="${this.cache.key}-global ${name}"`, value);
    }
    return out;
  }

  /** One <style> with the styles inserted since the last call, or '' when there are none. */
  private newStyles(): string {
    const names: string[] = [];
    let css = '';
    for (const [name, value] of Object.entries(this.cache.inserted)) {
      if (typeof value !== 'string' || this.written.has(name)) continue;
      this.written.add(name);
      names.push(name);
      css += value;
    }
    if (names.length === 0) return '';
    return this.styleTag(` data-emotion="${this.cache.key} ${names.join(' ')}"`, css);
  }

  private styleTag(attributes: string, css: string): string {
    const nonce = this.nonce ? ` nonce="${this.nonce}"` : '';
    // Emotion's css cannot contain '</style' from our own code; guard against a value that does.
    const safeCss = css.replace(/<\/style/gi, '<\\/style');
    return `<style${attributes}${nonce}>${safeCss}</style>`;
  }

  /** Writes to the response, respecting its back-pressure. */
  private send(buffer: Buffer, done: () => void): void {
    if (this.res.write(buffer)) done();
    else this.res.once('drain', done);
  }
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError('EmotionStream: unexpected chunk');
}
