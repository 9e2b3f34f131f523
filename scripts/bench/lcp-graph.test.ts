import { describe, expect, it } from 'vitest';
import { formatLcpGraph, lcpGraph, type LcpReport } from './lcp-graph';

const report = (
  requests: Array<{ url: string; resourceType: string; priority: string; transferSize: number; networkEndTime: number }>,
): LcpReport => ({
  audits: {
    'largest-contentful-paint': { numericValue: 2188 },
    metrics: { details: { items: [{ observedFirstContentfulPaint: 487, observedLargestContentfulPaint: 656 }] } },
    'network-requests': { details: { items: requests } },
    'largest-contentful-paint-element': { details: { items: [{ items: [{ node: { nodeLabel: 'Боди молочное' } }] }] } },
  },
});

describe('lcpGraph', () => {
  it('counts what finished before the observed LCP, low-priority pictures apart, and nothing after it', () => {
    const g = lcpGraph(
      report([
        { url: '/p/', resourceType: 'Document', priority: 'VeryHigh', transferSize: 16 * 1024, networkEndTime: 209 },
        { url: '/a.js', resourceType: 'Script', priority: 'High', transferSize: 2048, networkEndTime: 600 },
        { url: '/b.js', resourceType: 'Script', priority: 'High', transferSize: 109 * 1024, networkEndTime: 973 },
        { url: '/1.svg', resourceType: 'Image', priority: 'High', transferSize: 1024, networkEndTime: 366 },
        { url: '/2.svg', resourceType: 'Image', priority: 'Low', transferSize: 1024, networkEndTime: 500 },
      ]),
    );
    expect(g).toMatchObject({ simulatedLcpMs: 2188, observedFcpMs: 487, observedLcpMs: 656, element: 'Боди молочное' });
    expect(g.before).toEqual({
      Document: { count: 1, kb: 16 },
      Script: { count: 1, kb: 2 },
      Image: { count: 1, kb: 1 },
      'Image (low)': { count: 1, kb: 1 },
    });
    expect(formatLcpGraph('product-1', g)).toBe(
      'product-1: LCP 2.19 s (observed FCP 487 ms, LCP 656 ms, Боди молочное); before it: Document 1/16 KB, Image 1/1 KB, Image (low) 1/1 KB, Script 1/2 KB',
    );
  });
});
