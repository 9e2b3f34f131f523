/**
 * Reads one value out of a Prometheus text exposition, as a scraper would: the line of `name`
 * whose labels include every one of `labels`. 0 when no such series exists yet (a counter that
 * never moved has no line per label set).
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  let found = false;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) {
      if (found) throw new Error(`more than one series of ${name} matches ${JSON.stringify(labels)}`);
      found = true;
      total = Number(match[3]);
    }
  }
  return total;
}
