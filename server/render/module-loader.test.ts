import { describe, expect, it } from 'vitest';
import { moduleLoaderScript } from './module-loader';

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
  nonce?: string;
}

/** Runs the loader in a document whose frames and tasks run only when the test says so. */
function run(visibilityState: string, entry: string, modules: string[]) {
  const appended: FakeElement[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<{ fn: () => void; ms: number }> = [];
  const document = {
    visibilityState,
    currentScript: { nonce: 'n0nce' },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (el: FakeElement) => appended.push(el) },
  };
  const requestAnimationFrame = (fn: () => void) => frames.push(fn);
  const setTimeout = (fn: () => void, ms: number) => tasks.push({ fn, ms });
  new Function('document', 'requestAnimationFrame', 'setTimeout', moduleLoaderScript(entry, modules))(
    document,
    requestAnimationFrame,
    setTimeout,
  );
  const paint = () => frames.splice(0).forEach((fn) => fn());
  const runTasks = (ms: number) =>
    tasks
      .filter((t) => t.ms === ms)
      .splice(0)
      .forEach((t) => t.fn());
  return { appended, paint, runTasks };
}

describe('moduleLoaderScript', () => {
  it('appends nothing before the first frame has painted, then the preloads and the entry last', () => {
    const { appended, paint, runTasks } = run('visible', '/e.js', ['/a.js', '/e.js', '/b.js', '/a.js']);
    expect(appended).toEqual([]);
    paint();
    expect(appended).toEqual([]);
    runTasks(0);
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/b.js', nonce: 'n0nce' },
      { tag: 'link', rel: 'modulepreload', href: '/a.js', nonce: 'n0nce' },
      { tag: 'script', type: 'module', src: '/e.js', nonce: 'n0nce' },
    ]);
    // The second's fallback timer finds the work done.
    runTasks(1000);
    expect(appended).toHaveLength(3);
  });

  it('loads after a second when no frame comes', () => {
    const { appended, runTasks } = run('visible', '/e.js', []);
    runTasks(1000);
    expect(appended).toEqual([{ tag: 'script', type: 'module', src: '/e.js', nonce: 'n0nce' }]);
  });

  it('loads at once in a hidden tab, which paints no frames', () => {
    const { appended } = run('hidden', '/e.js', ['/a.js']);
    expect(appended.map((el) => el.tag)).toEqual(['link', 'script']);
  });
});
