import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../client/emotion';
import { textSink } from '../../test/support/text-sink';
import { EmotionStream } from './emotion-stream';

/**
 * An EmotionStream with a cache of its own (and the nonce, when given) over a response that
 * records what reached it and when it was flushed.
 */
function emotionStream(nonce?: string, headCss?: string) {
  const cache = createEmotionCache(nonce);
  const { stream: sink, chunks: out } = textSink();
  const res = Object.assign(sink, { flush: () => void out.push('|flush|') }) as unknown as ServerResponse & { flush(): void };
  return { cache, out, stream: new EmotionStream(res, cache, nonce, headCss) };
}

const finished = (stream: Writable) => new Promise<void>((resolve) => stream.end(resolve));

describe('EmotionStream', () => {
  it('holds the first cycle back and puts its styles before </head>, even when </head> is split', async () => {
    const { cache, out, stream } = emotionStream('n1');
    cache.inserted['abc'] = '.css-abc{color:red;}';
    stream.write(Buffer.from('<html><head><title>x</title></he'));
    stream.write(new TextEncoder().encode('ad><body><p class="css-abc">'));
    expect(out).toEqual([]);
    stream.flush();
    await finished(stream);

    expect(out.join('')).toBe(
      '<html><head><title>x</title><style data-emotion="css abc" nonce="n1">.css-abc{color:red;}</style></head><body><p class="css-abc">|flush|',
    );
  });

  it('starts each later cycle with only the styles inserted since the last one', async () => {
    const { cache, out, stream } = emotionStream();
    cache.inserted['a'] = '.css-a{}';
    stream.write('<html><head></head><body>');
    stream.flush();
    cache.inserted['b'] = '.css-b{}';
    cache.inserted['c'] = '.css-c{}';
    stream.write('<div hidden id="S:0">');
    stream.write('</div>');
    stream.flush();
    stream.write('<script>$RC()</script>');
    stream.flush();
    await finished(stream);

    expect(out).toEqual([
      '<html><head><style data-emotion="css a">.css-a{}</style></head><body>',
      '|flush|',
      '<style data-emotion="css b c">.css-b{}.css-c{}</style>',
      '<div hidden id="S:0">',
      '</div>',
      '|flush|',
      '<script>$RC()</script>',
      '|flush|',
    ]);
  });

  it('writes the head CSS, then each <Global> in the tag its client side adopts, then the rest', async () => {
    const { cache, out, stream } = emotionStream('n1', '@font-face{font-family:X}');
    // What <Global> and a styled component do on the server with `compat` (an empty selector for a global).
    cache.insert('', { name: 'g1', styles: 'body{margin:0;}', next: undefined }, cache.sheet, true);
    cache.insert('.css-a', { name: 'a', styles: 'color:red;', next: undefined }, cache.sheet, true);
    cache.insert('', { name: 'animation-k', styles: '@keyframes animation-k{}', next: undefined }, cache.sheet, true);
    stream.write('<html><head></head><body>');
    stream.flush();
    await finished(stream);

    expect(out.join('')).toBe(
      '<html><head><style nonce="n1">@font-face{font-family:X}</style>' +
        '<style data-emotion="css-global g1" nonce="n1">body{margin:0;}</style>' +
        '<style data-emotion="css a animation-k" nonce="n1">.css-a{color:red;}@keyframes animation-k{}</style></head><body>|flush|',
    );
  });

  it('keeps a style text from closing its tag', async () => {
    const { cache, out, stream } = emotionStream();
    cache.inserted['x'] = '.a{content:"</style><script>"}';
    stream.write('<head></head>');
    stream.flush();
    await finished(stream);
    expect(out.join('')).not.toContain('</style><script>');
  });

  it('still writes a first cycle that was never flushed', async () => {
    const { out, stream } = emotionStream();
    stream.write('<p>без flush</p>');
    await finished(stream);
    expect(out.join('')).toBe('<p>без flush</p>|flush|');
  });
});
