/** One page load's CPU profile (profile-main-thread), split by what React was doing. */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { phoneContext, SETTLE_MS } from './phone-loads';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileFigures {
  /** The top level of the modules (an anonymous frame of an asset at the bottom of the stack). */
  modulesMs: number;
  /** Hydration's render (concurrent, in slices). */
  hydrationMs: number;
  commitMs: number;
  /** Passive effects, without the synchronous re-renders inside them. */
  passiveMs: number;
  /** Renders at SyncLane (a store change, a setState outside a transition) and their commits. */
  syncRenderMs: number;
  /** The shop's storage reads (readLocal) wherever they are. */
  storageMs: number;
  /** Every sample but idle and (program). */
  totalMs: number;
  /** Per component (the innermost function renderWithHooks called), its time in the sync renders. */
  syncComponents: Map<string, number>;
}

/** A first visit to `url` in a fresh context (412×823, as bench:main-thread), CPU `rate`× slower. */
export async function profileLoad(browser: Browser, url: string, rate: number, cookie?: string, saveAs?: string): Promise<ProfileFigures> {
  const context = await phoneContext(browser, cookie);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    if (saveAs) fs.writeFileSync(saveAs, JSON.stringify(profile));
    return split(profile);
  } finally {
    await context.close();
  }
}

const has = (stack: string[], ...names: string[]) => stack.some((n) => names.includes(n));

/** Sorts every sample by its stack (root first), sync renders before the rest. */
function split(profile: CpuProfile): ProfileFigures {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stacks = new Map<number, ProfileNode[]>();
  const stackOf = (id: number): ProfileNode[] => {
    let stack = stacks.get(id);
    if (!stack) {
      const up = parent.get(id);
      stack = [...(up === undefined ? [] : stackOf(up)), byId.get(id)!];
      stacks.set(id, stack);
    }
    return stack;
  };

  const figures: ProfileFigures = {
    modulesMs: 0,
    hydrationMs: 0,
    commitMs: 0,
    passiveMs: 0,
    syncRenderMs: 0,
    storageMs: 0,
    totalMs: 0,
    syncComponents: new Map(),
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frames = stackOf(id);
    const names = frames.map((f) => f.callFrame.functionName);
    const top = names[names.length - 1];
    if (top === '(idle)' || top === '(program)') return;
    figures.totalMs += ms;
    if (has(names, 'readLocal')) figures.storageMs += ms;
    if (has(names, 'performSyncWorkOnRoot', 'renderRootSync')) {
      figures.syncRenderMs += ms;
      const at = names.lastIndexOf('renderWithHooks');
      const component = at >= 0 ? (names[at + 1] ?? '(hooks)') : '(React)';
      figures.syncComponents.set(component, (figures.syncComponents.get(component) ?? 0) + ms);
    } else if (has(names, 'flushPassiveEffects')) figures.passiveMs += ms;
    else if (has(names, 'commitRoot')) figures.commitMs += ms;
    else if (has(names, 'renderRootConcurrent', 'performWorkOnRoot')) figures.hydrationMs += ms;
    else if (frames[1]?.callFrame.functionName === '' && /\/assets\/.*\.js/.test(frames[1].callFrame.url)) figures.modulesMs += ms;
  });
  return figures;
}

/** Means of the columns the table prints, in its order. */
export function summarise(loads: ProfileFigures[]): number[] {
  const mean = (pick: (f: ProfileFigures) => number) => loads.reduce((s, f) => s + pick(f), 0) / loads.length;
  return [
    mean((f) => f.modulesMs),
    mean((f) => f.hydrationMs),
    mean((f) => f.commitMs),
    mean((f) => f.passiveMs),
    mean((f) => f.syncRenderMs),
    mean((f) => f.storageMs),
    mean((f) => f.totalMs),
  ];
}
