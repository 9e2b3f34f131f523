import http from 'node:http';

export interface Timings {
  /** Status line and headers arrived (time to first byte). */
  ttfb: number[];
  /** The first 1xx (103 Early Hints) arrived; empty when the shop sends none. */
  hint: number[];
  /** First chunk of the (compressed) body arrived. */
  firstChunk: number[];
  /** The whole answer arrived. */
  total: number[];
  encoding: string;
  status: number;
}

/** `count` sequential GETs over one keep-alive connection, timing each phase in ms. */
export async function measureSequential(url: string, count: number, headers: Record<string, string>): Promise<Timings> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const t: Timings = { ttfb: [], hint: [], firstChunk: [], total: [], encoding: '', status: 0 };
  try {
    for (let i = 0; i < count; i++) {
      await new Promise<void>((resolve, reject) => {
        const start = performance.now();
        const req = http.get(url, { agent, headers, timeout: 10_000 }, (res) => {
          t.ttfb.push(performance.now() - start);
          t.status = res.statusCode ?? 0;
          t.encoding = String(res.headers['content-encoding'] ?? 'identity');
          let first = true;
          res.on('data', () => {
            if (first) t.firstChunk.push(performance.now() - start);
            first = false;
          });
          res.on('end', () => {
            t.total.push(performance.now() - start);
            resolve();
          });
          res.on('error', reject);
        });
        let hinted = false;
        req.on('information', () => {
          if (!hinted) t.hint.push(performance.now() - start);
          hinted = true;
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', reject);
      });
    }
  } finally {
    agent.destroy();
  }
  return t;
}

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
