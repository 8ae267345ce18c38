/**
 * Where a CPU profile's time went, by package (node_modules/<pkg>), by file of ours, and by top functions:
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof dist/server/index.mjs   (under load, then SIGTERM)
 *   npx tsx scripts/bench/profile-summary.ts /tmp/prof/CPU.*.cpuprofile [top]
 * Self time only (the function's own samples, not its callees'); "(idle)", "(program)" and "(garbage collector)" kept.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function bucket(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native / node internals)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  if (url.includes('/dist/server/')) return 'ours (dist/server/index.mjs)';
  return url.replace(/^file:\/\/\/.*?\/(src|scripts)\//, '$1/');
}
const groups = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, t] of self) {
  const { url, functionName, lineNumber } = byId.get(id)!.callFrame;
  const b = bucket(url, functionName);
  groups.set(b, (groups.get(b) ?? 0) + t);
  const f = `${functionName || '(anonymous)'} — ${b}:${lineNumber + 1}`;
  functions.set(f, (functions.get(f) ?? 0) + t);
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1)} %`;
const busy = total - (groups.get('(idle)') ?? 0);
console.log(`${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy\n\n| where (self time) | share of all | share of busy |\n|---|---|---|`);
for (const [g, t] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`| ${g} | ${pct(t)} | ${((100 * t) / busy).toFixed(1)} % |`);
console.log(`\n| function | share of all |\n|---|---|`);
for (const [f, t] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`| ${f.replaceAll('|', '\\|')} | ${pct(t)} |`);
