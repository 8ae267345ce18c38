/**
 * Sanctions screening speed and quality against the full lists:
 *   npm run bench:screening -- --ofac ../shared/data/sanctions/ofac-sdn-2021 --un ../shared/data/sanctions/un-consolidated-2026-02/consolidated.xml
 * Prints the import times (parse + atomic import into an in-memory PGlite), the index size, build time and heap (run
 * with NODE_OPTIONS=--expose-gc for a collected figure), screening
 * latency p50/p99 over 10,000 names (the labelled quality set of scripts/sanctions-quality.ts, then
 * ordinary unlisted names), and the labelled set's recall per category, how often the target was
 * among the candidates before scoring (candidate recall), and false positives.
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildLabelledSet, evaluate, NEGATIVE_CATEGORIES } from '../sanctions-quality.ts';
import { openDatabase } from '../../src/db/client.ts';
import { importList } from '../../src/services/sanctions/import.ts';
import type { ParsedEntry } from '../../src/services/sanctions/list-files.ts';
import { parseOfacSdn } from '../../src/services/sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from '../../src/services/sanctions/un-consolidated.ts';
import { SanctionsIndex, type ListEntry } from '../../src/services/sanctions/matcher.ts';

const { values } = parseArgs({
  options: { ofac: { type: 'string' }, un: { type: 'string' }, names: { type: 'string', default: '10000' }, threshold: { type: 'string', default: '0.85' } },
});
if (!values.ofac || !values.un) {
  console.error('usage: npm run bench:screening -- --ofac DIR --un FILE [--names 10000] [--threshold 0.85]');
  process.exit(2);
}
const NAMES = Number(values.names);
const THRESHOLD = Number(values.threshold);

// Deterministic pseudo-random numbers, so runs compare.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const database = await openDatabase({ url: 'memory://' });
await database.migrate();
let t0 = performance.now();
const ofac = await parseOfacSdn(values.ofac);
const ofacSummary = await importList(database.db, ofac);
const ofacSeconds = (performance.now() - t0) / 1000;
t0 = performance.now();
const un = await parseUnConsolidated(values.un);
await importList(database.db, un);
const unSeconds = (performance.now() - t0) / 1000;
await database.close();

const entries: ListEntry[] = [
  ...ofac.entries.map((e, i) => toEntry(e, `ofac:${i}`, 'ofac-sdn')),
  ...un.entries.map((e, i) => toEntry(e, `un:${i}`, 'un-consolidated')),
];
// The index's own memory: heap after building it less heap before (collected first when run with --expose-gc).
const heapNow = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};
const heapBefore = heapNow();
t0 = performance.now();
const indexCpu = process.cpuUsage();
const index = new SanctionsIndex(entries);
const indexMs = performance.now() - t0;
const indexCpuMs = process.cpuUsage(indexCpu).user / 1000;
const indexHeapMb = (heapNow() - heapBefore) / 2 ** 20;

function toEntry(e: ParsedEntry, id: string, source: string): ListEntry {
  return { id, source, name: e.name, type: e.type, country: e.country, aliases: e.aliases, birthDates: e.birthDates, countries: e.countries };
}

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'Michael',
  'Jennifer',
  'William',
  'Linda',
  'David',
  'Elizabeth',
  'Sofia',
  'Lucas',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Ana',
  'Juan',
  'Chen',
  'Wei',
  'Yuki',
  'Hiro',
  'Priya',
  'Arjun',
  'Fatima',
  'Omar',
  'Ingrid',
  'Lars',
  'Anna',
  'Jakub',
  'Chloe',
  'Mateo',
  'Zoe',
  'Leon',
  'Mia',
  'Ethan',
  'Aisha',
  'Kofi',
  'Amara',
  'Diego',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Moore',
  'Martin',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'King',
  'Schmidt',
  'Müller',
  'Dubois',
  'Rossi',
  'Nakamura',
  'Kowalski',
  'Nielsen',
  'Okafor',
  'Mensah',
  'Silva',
  'Costa',
  'Novak',
  'Horvat',
  'Larsen',
  'Berg',
  'Fischer',
  'Weber',
  'Wagner',
  'Becker',
  'Hoffmann',
];

// The labelled quality set (scripts/sanctions-quality.ts), then ordinary names up to --names for the latency figures.
const set = buildLabelledSet(
  entries.map((e) => ({ ...e, key: e.id })),
  { perCategory: 300 },
);
const queries = set.map((q) => ({ query: q.query, type: q.type }));
while (queries.length < NAMES) queries.push({ query: `${pick(FIRST)} ${pick(LAST)}`, type: 'individual' });

// Wall time per name, and the process's CPU time per name: on a shared machine a name is often put off the CPU in the
// middle, which wall time counts and CPU time does not (the CPU column is what a quiet machine would show).
const latencies: number[] = [];
const cpuTimes: number[] = [];
const cpu0 = process.cpuUsage();
for (const q of queries) {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  index.search({ name: q.query, type: q.type }, THRESHOLD);
  latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
}
const cpuByQuery = [...cpuTimes];
const cpuPerName = process.cpuUsage(cpu0).user / queries.length;
latencies.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!.toFixed(3);
const pct = (p: number) => at(latencies, p);
const results = evaluate(
  set,
  (q, t) => index.search(q, t, 20),
  THRESHOLD,
  (q) => index.candidateIds(q),
);

console.log(
  `\nSanctions screening: ${entries.length.toLocaleString('en')} entries, ${index.size.toLocaleString('en')} distinct names indexed (${indexMs.toFixed(0)} ms), threshold ${THRESHOLD} (${execSync(
    'uptime',
  )
    .toString()
    .trim()
    .replace(/^.*load average/, 'load average')})\n`,
);
const gramMb = ` (trigram keys ${(index.gramBytes / 2 ** 20).toFixed(1)} MB)`;
console.log(
  `Index build: ${indexMs.toFixed(0)} ms wall, ${indexCpuMs.toFixed(0)} ms CPU; heap ${indexHeapMb.toFixed(0)} MB${(globalThis as { gc?: unknown }).gc ? '' : ' (without --expose-gc: rough)'}${gramMb}\n`,
);
console.log(`| import | entries | aliases | time |\n|---|---|---|---|`);
console.log(`| OFAC SDN | ${ofacSummary.entries.toLocaleString('en')} | ${ofacSummary.aliases.toLocaleString('en')} | ${ofacSeconds.toFixed(1)} s |`);
console.log(
  `| UN consolidated | ${un.entries.length.toLocaleString('en')} | ${un.entries.reduce((n, e) => n + e.aliases.length, 0).toLocaleString('en')} | ${unSeconds.toFixed(1)} s |`,
);
console.log(`\n| ${queries.length.toLocaleString('en')} names | p50 | p99 | max | CPU per name |\n|---|---|---|---|---|`);
console.log(`| latency per name | ${pct(50)} ms | ${pct(99)} ms | ${latencies.at(-1)!.toFixed(1)} ms | ${cpuPerName.toFixed(0)} µs |`);
console.log(`| CPU time per name | ${at(cpuTimes, 50)} ms | ${at(cpuTimes, 99)} ms | ${cpuTimes.at(-1)!.toFixed(1)} ms | |`);
// CPU per name apart for the labelled set's names and the ordinary unlisted ones (most of a real screening's names).
for (const [label, part] of [
  ['labelled set', cpuByQuery.slice(0, set.length)],
  ['ordinary names', cpuByQuery.slice(set.length)],
] as const) {
  const sorted = [...part].sort((a, b) => a - b);
  const mean = part.reduce((n, x) => n + x, 0) / Math.max(1, part.length);
  if (sorted.length > 0)
    console.log(
      `| CPU, ${label} (${part.length.toLocaleString('en')}) | ${at(sorted, 50)} ms | ${at(sorted, 99)} ms | ${sorted.at(-1)!.toFixed(1)} ms | ${(mean * 1000).toFixed(0)} µs |`,
    );
}
console.log(`\n| category | found / total | rate | target among candidates |\n|---|---|---|---|`);
const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
for (const r of results) {
  const negative = (NEGATIVE_CATEGORIES as readonly string[]).includes(r.category);
  console.log(
    `| ${r.category} (${negative ? 'false positives' : 'recall'}) | ${r.hits} / ${r.total} | ${percent(r.hits, r.total)} | ${negative ? '' : percent(r.candidates!, r.total)} |`,
  );
}
const positives = results.filter((r) => !(NEGATIVE_CATEGORIES as readonly string[]).includes(r.category));
const reached = positives.reduce((n, r) => n + r.candidates!, 0);
const asked = positives.reduce((n, r) => n + r.total, 0);
console.log(`| all positives: target among candidates | ${reached} / ${asked} | ${percent(reached, asked)} | |`);
const negatives = results.filter((r) => (NEGATIVE_CATEGORIES as readonly string[]).includes(r.category));
const fp = negatives.reduce((n, r) => n + r.hits, 0);
const total = negatives.reduce((n, r) => n + r.total, 0);
console.log(`| all negatives (false positives) | ${fp} / ${total} | ${((100 * fp) / total).toFixed(2)} % |`);
