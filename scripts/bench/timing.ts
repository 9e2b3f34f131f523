import http from 'node:http';

export interface CallStats {
  name: string;
  count: number;
  failures: number;
  p50: number;
  p95: number;
  max: number;
}

/** The median (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One request over a keep-alive agent: its status and the time until the whole body arrived. */
export function timed(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(url, { agent, method, headers, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - start, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Calls each of `paths` in turn, `warmUp` times untimed and then `iterations` times timed, one at
 * a time over one keep-alive connection (latency, not throughput).
 */
export async function measure(
  name: string,
  base: string,
  paths: readonly string[],
  options: { method?: string; warmUp: number; iterations: number },
): Promise<CallStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const method = options.method ?? 'GET';
  const times: number[] = [];
  let failures = 0;
  try {
    for (let i = 0; i < options.warmUp; i++) await timed(agent, base + paths[i % paths.length]!, method);
    for (let i = 0; i < options.iterations; i++) {
      const { ms, status } = await timed(agent, base + paths[i % paths.length]!, method);
      times.push(ms);
      if (status !== 200) failures++;
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { name, count: times.length, failures, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

/** A compact table: one line per call, p95 over the target marked. */
export function formatTable(rows: readonly CallStats[], targetP95: number): string {
  const width = Math.max(...rows.map((r) => r.name.length), 4);
  const ms = (n: number) => n.toFixed(1).padStart(7);
  const head = `${'call'.padEnd(width)}       n    p50 ms    p95 ms    max ms  errors`;
  const lines = rows.map(
    (r) =>
      `${r.name.padEnd(width)}  ${String(r.count).padStart(6)}  ${ms(r.p50)}   ${ms(r.p95)}   ${ms(r.max)}  ${String(r.failures).padStart(6)}${r.p95 > targetP95 ? '  ← p95 over target' : ''}`,
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}
