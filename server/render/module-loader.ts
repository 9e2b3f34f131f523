import { serializeState } from './serialize';

/**
 * The inline call that loads `entry` and preloads `modules` (the page's chunks) after the first
 * paint: `loader` is client/module-loader.ts as the build made it (build/module-loader.ts, in the
 * assets manifest), with the list of modules put between its two parts.
 */
export function moduleLoaderScript(loader: readonly [string, string], entry: string, modules: readonly string[]): string {
  const list = [entry, ...new Set(modules.filter((href) => href !== entry))];
  return `${loader[0]}${serializeState(list)}${loader[1]}`;
}
