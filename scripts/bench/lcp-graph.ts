/**
 * What Lighthouse's simulated LCP was made of, read from a saved report (`bench:lighthouse --save`).
 * Lantern replays the requests that finished before the *observed* (unthrottled) LCP — for the
 * optimistic half all but low-priority pictures, for the pessimistic half all — over slow 4G, and the
 * CPU work that started before it at 4×. So what matters is which requests beat the observed paint,
 * not when they were made (docs/decisions/034-lcp.md).
 */

interface ReportRequest {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkEndTime?: number;
}

/** The parts of a Lighthouse JSON report this reads. */
export interface LcpReport {
  audits: {
    'largest-contentful-paint': { numericValue?: number };
    metrics: { details?: { items?: Array<{ observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number }> } };
    'network-requests': { details?: { items?: ReportRequest[] } };
    'largest-contentful-paint-element'?: { details?: { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string } }> }> } };
  };
}

export interface LcpGraph {
  simulatedLcpMs: number;
  observedFcpMs: number;
  observedLcpMs: number;
  /** The LCP element's label. */
  element: string;
  /** Requests that finished before the observed LCP, by kind ('Image (low)' apart): count and KB. */
  before: Record<string, { count: number; kb: number }>;
}

export function lcpGraph(report: LcpReport): LcpGraph {
  const metrics = report.audits.metrics.details?.items?.[0] ?? {};
  const observedLcpMs = metrics.observedLargestContentfulPaint ?? NaN;
  const before: LcpGraph['before'] = {};
  for (const r of report.audits['network-requests'].details?.items ?? []) {
    if (r.networkEndTime === undefined || r.networkEndTime > observedLcpMs) continue;
    const low = r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow');
    const kind = low ? 'Image (low)' : (r.resourceType ?? 'Other');
    const slot = (before[kind] ??= { count: 0, kb: 0 });
    slot.count += 1;
    slot.kb += (r.transferSize ?? 0) / 1024;
  }
  const node = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    simulatedLcpMs: report.audits['largest-contentful-paint'].numericValue ?? NaN,
    observedFcpMs: metrics.observedFirstContentfulPaint ?? NaN,
    observedLcpMs,
    element: node?.nodeLabel ?? '?',
    before,
  };
}

/** One line: simulated LCP, the observed FCP and LCP, and what finished before the observed LCP. */
export function formatLcpGraph(name: string, g: LcpGraph): string {
  const kinds = Object.entries(g.before)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, { count, kb }]) => `${kind} ${count}/${kb.toFixed(0)} KB`)
    .join(', ');
  const ms = (n: number) => `${Math.round(n)} ms`;
  return `${name}: LCP ${(g.simulatedLcpMs / 1000).toFixed(2)} s (observed FCP ${ms(g.observedFcpMs)}, LCP ${ms(g.observedLcpMs)}, ${g.element.slice(0, 40)}); before it: ${kinds}`;
}
