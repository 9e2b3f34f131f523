/**
 * What `bench:ssr` prints: one row per page with the issue 11 targets checked (a missed one is
 * marked `✗`), and one row per user agent with its time to first byte.
 */
import { table } from './table';

/** Issue 11's goals for the server render. */
export const TARGETS = {
  /** Pages/s over HTTP at least this share of the bare in-process render's rate. */
  ratio: 0.5,
  /** p99 at most this many times p50 under load. */
  tail: 3,
  /** The document before compression, bytes. */
  htmlBytes: 60 * 1024,
};

export interface PageFigures {
  name: string;
  rps: number;
  latency: [number, number];
  /** Sequential, one connection, as a browser opening the page: the 103's arrival and the final answer's. */
  hint: [number, number] | null;
  ttfb: [number, number];
  htmlBytes: number;
  gzipBytes: number;
  renderRate: number;
  /** CPU of the shop and its database per page under load, ms (null without /proc). */
  cpuMs: number | null;
  /** CPU of one bare render in process, ms. */
  renderCpuMs: number;
  failed: number;
}

export interface UaFigures {
  name: string;
  /** The 103's arrival, p50 ms; null when none came: the server took the agent for a crawler (the same isbot test decides). */
  hint: number | null;
  ttfb: [number, number];
  total: number;
}

const ms = (pair: [number, number]) => `${pair[0].toFixed(1)} / ${pair[1].toFixed(1)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** The value, with ✗ when it misses its target. */
const mark = (text: string, ok: boolean) => (ok ? `${text}  ` : `${text} ✗`);

export function pageTable(rows: PageFigures[]): string {
  const header = [
    'page',
    'pages/s',
    'latency p50/p99 ms',
    'p99/p50',
    '103 p50/p99 ms',
    'TTFB p50/p99 ms',
    'HTML KB',
    'gzip KB',
    'render/s',
    'ratio',
    'CPU ms/page',
    'render CPU ms',
    'CPU ratio',
    'failed',
  ];
  const cells = rows.map((r) => {
    const ratio = r.rps / r.renderRate;
    const tail = r.latency[1] / r.latency[0];
    return [
      r.name,
      r.rps.toFixed(0),
      ms(r.latency),
      mark(tail.toFixed(1), tail <= TARGETS.tail),
      r.hint === null ? '–' : ms(r.hint),
      ms(r.ttfb),
      mark(kb(r.htmlBytes), r.htmlBytes <= TARGETS.htmlBytes),
      kb(r.gzipBytes),
      r.renderRate.toFixed(0),
      mark(ratio.toFixed(2), ratio >= TARGETS.ratio),
      r.cpuMs === null ? '–' : r.cpuMs.toFixed(1),
      r.renderCpuMs.toFixed(1),
      r.cpuMs === null ? '–' : (r.renderCpuMs / r.cpuMs).toFixed(2),
      r.failed === 0 ? '0' : `${r.failed} ✗`,
    ];
  });
  return table(header, cells);
}

export function uaTable(rows: UaFigures[]): string {
  const header = ['user agent', 'treated as', '103 p50 ms', 'TTFB p50/p99 ms', 'whole page p50 ms'];
  const cells = rows.map((r) => [
    r.name,
    r.hint === null ? 'crawler' : 'person',
    r.hint === null ? '–' : r.hint.toFixed(1),
    ms(r.ttfb),
    r.total.toFixed(1),
  ]);
  return table(header, cells);
}

export const LEGEND = [
  `pages/s and latency: autocannon under load (gzip, br); p99/p50 target ≤ ${TARGETS.tail}; HTML KB: the document as sent before`,
  `compression (target ≤ ${TARGETS.htmlBytes / 1024} KB), gzip KB: the same gzipped at level 6; 103 and TTFB: sequential requests on one`,
  `connection opening the page as a browser (Sec-Fetch-Mode: navigate); render/s: a bare renderToString of the same tree and`,
  `data in this process; ratio = pages/s ÷ render/s (target ≥ ${TARGETS.ratio}); CPU ms/page: CPU of the shop and its PostgreSQL per`,
  'page under load; render CPU ms: CPU per bare render; CPU ratio = render CPU ÷ CPU per page, the same ratio measured',
  'in CPU time, which other work on the machine barely moves (pages/s and render/s both fall with it). ✗ marks a missed target.',
].join('\n');
