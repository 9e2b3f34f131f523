/**
 * `npx tsx scripts/lcp-graph.ts DIR`: for each report `npm run bench:lighthouse -- --save DIR` kept,
 * the simulated LCP beside what finished before the observed LCP (scripts/bench/lcp-graph.ts), to
 * see why a run's LCP was slow without opening its trace (docs/decisions/034-lcp.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatLcpGraph, lcpGraph, type LcpReport } from './bench/lcp-graph';

const dir = process.argv[2];
if (!dir) {
  console.error('Укажите папку с отчётами: npx tsx scripts/lcp-graph.ts DIR');
  process.exit(1);
}
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.trace.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as LcpReport;
  console.log(formatLcpGraph(file.replace(/\.json$/, ''), lcpGraph(report)));
}
