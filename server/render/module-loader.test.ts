import { describe, expect, it } from 'vitest';
import { MAIN_PICTURE } from '../../client/lib/main-picture';
import { buildModuleLoader } from '../../build/module-loader';
import { moduleLoaderScript } from './module-loader';

const LOADER = buildModuleLoader();

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
  nonce?: string;
}

interface Page {
  visibilityState?: string;
  /** 'loading' until the test fires DOMContentLoaded. */
  readyState?: string;
  /** How many main pictures the document holds. */
  pictures?: number;
  /** Whether the browser reports paints through the Element Timing API (Chromium). */
  elementTiming?: boolean;
}

/** Runs the loader in a document whose frames, tasks, parsing, decoding and paint reports happen only when the test says so. */
function run(entry: string, modules: string[], page: Page = {}) {
  const { visibilityState = 'visible', pictures = 0, elementTiming = false } = page;
  const appended: FakeElement[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<{ fn: () => void; ms: number }> = [];
  const parsedListeners: Array<() => void> = [];
  const decodes: Array<() => void> = [];
  let report: ((list: { getEntries(): { identifier: string }[] }) => void) | undefined;
  const picture = () => ({ decode: () => new Promise<void>((resolve) => decodes.push(resolve)) });
  const images = Array.from({ length: pictures }, picture);
  const document = {
    visibilityState,
    readyState: page.readyState ?? 'loading',
    currentScript: { nonce: 'n0nce' },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (el: FakeElement) => appended.push(el) },
    addEventListener: (type: string, fn: () => void) => type === 'DOMContentLoaded' && parsedListeners.push(fn),
    querySelector: (selector: string) => (selector === `img[elementtiming=${MAIN_PICTURE}]` ? (images[0] ?? null) : null),
    querySelectorAll: (selector: string) => (selector === `img[elementtiming=${MAIN_PICTURE}]` ? images : []),
  };
  class PerformanceObserver {
    static supportedEntryTypes = elementTiming ? ['element', 'largest-contentful-paint'] : ['largest-contentful-paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  const window = { PerformanceObserver };
  const requestAnimationFrame = (fn: () => void) => frames.push(fn);
  const setTimeout = (fn: () => void, ms: number) => tasks.push({ fn, ms });
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', moduleLoaderScript(LOADER, entry, modules))(
    document,
    window,
    requestAnimationFrame,
    setTimeout,
  );
  return {
    appended,
    parse: () => parsedListeners.splice(0).forEach((fn) => fn()),
    decode: async () => {
      decodes.splice(0).forEach((resolve) => resolve());
      await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    },
    paint: () => frames.splice(0).forEach((fn) => fn()),
    painted: (identifier: string) => report?.({ getEntries: () => [{ identifier }] }),
    runTasks: (ms: number) =>
      tasks
        .filter((t) => t.ms === ms)
        .splice(0)
        .forEach((t) => t.fn()),
  };
}

const ENTRY_ONLY = [{ tag: 'script', type: 'module', src: '/e.js', nonce: 'n0nce' }];

describe('moduleLoaderScript', () => {
  it('appends nothing before the document is parsed and a frame has painted, then the preloads and the entry last', () => {
    const page = run('/e.js', ['/a.js', '/e.js', '/b.js', '/a.js']);
    page.paint();
    page.runTasks(0);
    expect(page.appended).toEqual([]);
    page.parse();
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([]);
    page.runTasks(0);
    expect(page.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/b.js', nonce: 'n0nce' },
      { tag: 'link', rel: 'modulepreload', href: '/a.js', nonce: 'n0nce' },
      { tag: 'script', type: 'module', src: '/e.js', nonce: 'n0nce' },
    ]);
    // The second's fallback timer finds the work done.
    page.runTasks(1000);
    expect(page.appended).toHaveLength(3);
  });

  it('waits for the main picture to be painted where the browser reports it, not for a frame', () => {
    const page = run('/e.js', [], { pictures: 1, elementTiming: true });
    page.parse();
    page.paint();
    page.runTasks(0);
    expect(page.appended).toEqual([]);
    page.painted('something-else');
    page.runTasks(0);
    expect(page.appended).toEqual([]);
    page.painted(MAIN_PICTURE);
    page.runTasks(0);
    expect(page.appended).toEqual(ENTRY_ONLY);
  });

  it('goes after parsing and a frame where the browser reports paints but the page has no main picture', () => {
    const page = run('/e.js', [], { elementTiming: true });
    page.parse();
    page.paint();
    page.runTasks(0);
    expect(page.appended).toEqual(ENTRY_ONLY);
  });

  it('waits for the main pictures to decode, then a frame, where paints are not reported', async () => {
    const page = run('/e.js', [], { pictures: 2, readyState: 'interactive' });
    page.paint();
    page.runTasks(0);
    expect(page.appended).toEqual([]);
    await page.decode();
    page.paint();
    page.runTasks(0);
    expect(page.appended).toEqual(ENTRY_ONLY);
  });

  it('loads after a second when it gets no further', () => {
    const page = run('/e.js', [], { pictures: 1, elementTiming: true });
    page.runTasks(1000);
    expect(page.appended).toEqual(ENTRY_ONLY);
  });

  it('loads at once in a hidden tab, which paints no frames', () => {
    const page = run('/e.js', ['/a.js'], { visibilityState: 'hidden' });
    expect(page.appended.map((el) => el.tag)).toEqual(['link', 'script']);
  });

  it('is built from its source small, as the hand-written ES5 it replaced (1,093 bytes)', () => {
    expect(LOADER.join('').length).toBeLessThan(1_100);
  });
});
