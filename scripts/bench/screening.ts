/**
 * Sanctions screening speed and quality against the full lists:
 *   npm run bench:screening -- --ofac ../shared/data/sanctions/ofac-sdn-2021 --un ../shared/data/sanctions/un-consolidated-2026-02/consolidated.xml
 * Prints the import times (parse + atomic import into an in-memory PGlite), the index size, screening
 * latency p50/p99 over 10,000 names (listed names with typos, reordered tokens and transliterations,
 * and ordinary unlisted names), recall on the variants and false positives on the ordinary names.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/db/client.ts';
import { importList, parseOfacSdn, parseUnConsolidated, type ParsedEntry } from '../../src/services/sanctions-import.ts';
import { SanctionsIndex, type ListEntry } from '../../src/services/sanctions-matcher.ts';

const { values } = parseArgs({ options: { ofac: { type: 'string' }, un: { type: 'string' }, names: { type: 'string', default: '10000' }, threshold: { type: 'string', default: '0.85' } } });
if (!values.ofac || !values.un) {
  console.error('usage: npm run bench:screening -- --ofac DIR --un FILE [--names 10000] [--threshold 0.85]');
  process.exit(2);
}
const NAMES = Number(values.names);
const THRESHOLD = Number(values.threshold);

// Deterministic pseudo-random numbers, so runs compare.
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
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

t0 = performance.now();
const entries: ListEntry[] = [...ofac.entries.map((e, i) => toEntry(e, `ofac:${i}`, 'ofac-sdn')), ...un.entries.map((e, i) => toEntry(e, `un:${i}`, 'un-consolidated'))];
const index = new SanctionsIndex(entries);
const indexMs = performance.now() - t0;

function toEntry(e: ParsedEntry, id: string, source: string): ListEntry {
  return { id, source, name: e.name, type: e.type, country: e.country, aliases: e.aliases };
}

const TRANSLITERATIONS: [RegExp, string][] = [
  [/mohammed|mohamed|mohammad/i, 'Muhammad'],
  [/muhammad/i, 'Mohamed'],
  [/ou/i, 'u'],
  [/kh/i, 'h'],
  [/ph/i, 'f'],
  [/sh/i, 'ch'],
  [/y/i, 'i'],
  [/ee/i, 'i'],
  [/q/i, 'k'],
];

function typo(word: string): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const kind = Math.floor(rand() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1); // deletion
  if (kind === 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // transposition
  return word.slice(0, i) + pick('aeiou'.split('')) + word.slice(i + 1); // substitution
}

function variant(name: string): { query: string; kind: string } {
  const display = name.includes(',') ? `${name.split(',')[1]!.trim()} ${name.split(',')[0]!.trim()}` : name;
  const tokens = display.split(/\s+/).filter(Boolean);
  const kind = pick(['typo', 'reorder', 'transliteration', 'exact'] as const);
  if (kind === 'typo') {
    const i = tokens.reduce((best, t, k) => (t.length > tokens[best]!.length ? k : best), 0);
    tokens[i] = typo(tokens[i]!);
  } else if (kind === 'reorder') {
    tokens.reverse();
  } else if (kind === 'transliteration') {
    const rule = TRANSLITERATIONS.find(([re]) => re.test(display));
    if (rule) return { query: display.replace(rule[0], rule[1]), kind };
  }
  return { query: tokens.join(' '), kind };
}

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'William', 'Linda', 'David', 'Elizabeth', 'Sofia', 'Lucas', 'Emma', 'Noah', 'Olivia', 'Liam', 'Ana', 'Juan', 'Chen', 'Wei', 'Yuki', 'Hiro', 'Priya', 'Arjun', 'Fatima', 'Omar', 'Ingrid', 'Lars', 'Anna', 'Jakub', 'Chloe', 'Mateo', 'Zoe', 'Leon', 'Mia', 'Ethan', 'Aisha', 'Kofi', 'Amara', 'Diego'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Young', 'King', 'Schmidt', 'Müller', 'Dubois', 'Rossi', 'Nakamura', 'Kowalski', 'Nielsen', 'Okafor', 'Mensah', 'Silva', 'Costa', 'Novak', 'Horvat', 'Larsen', 'Berg', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann'];

const queries: { query: string; expected?: string; kind: string; type: 'individual' | 'entity' }[] = [];
const listed = entries.filter((e) => e.type === 'individual' || e.type === 'entity');
while (queries.length < NAMES) {
  if (rand() < 0.5) {
    const entry = pick(listed);
    const v = variant(pick([entry.name, ...entry.aliases]));
    queries.push({ ...v, expected: entry.id, type: entry.type === 'individual' ? 'individual' : 'entity' });
  } else {
    queries.push({ query: `${pick(FIRST)} ${pick(LAST)}`, kind: 'ordinary', type: 'individual' });
  }
}

const latencies: number[] = [];
const recall: Record<string, { found: number; total: number }> = {};
let falsePositives = 0;
let ordinary = 0;
for (const q of queries) {
  const started = process.hrtime.bigint();
  const hits = index.search({ name: q.query, type: q.type }, THRESHOLD);
  latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  if (q.expected) {
    const r = (recall[q.kind] ??= { found: 0, total: 0 });
    r.total++;
    if (hits.some((h) => h.entry.id === q.expected)) r.found++;
  } else {
    ordinary++;
    if (hits.length > 0) falsePositives++;
  }
}
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(3);

console.log(`\nSanctions screening: ${entries.length.toLocaleString('en')} entries, ${index.size.toLocaleString('en')} distinct names indexed (${indexMs.toFixed(0)} ms), threshold ${THRESHOLD}\n`);
console.log(`| import | entries | aliases | time |\n|---|---|---|---|`);
console.log(`| OFAC SDN | ${ofacSummary.entries.toLocaleString('en')} | ${ofacSummary.aliases.toLocaleString('en')} | ${ofacSeconds.toFixed(1)} s |`);
console.log(`| UN consolidated | ${un.entries.length.toLocaleString('en')} | ${un.entries.reduce((n, e) => n + e.aliases.length, 0).toLocaleString('en')} | ${unSeconds.toFixed(1)} s |`);
console.log(`\n| ${NAMES.toLocaleString('en')} names | p50 | p99 | max |\n|---|---|---|---|`);
console.log(`| latency per name | ${pct(50)} ms | ${pct(99)} ms | ${latencies.at(-1)!.toFixed(1)} ms |`);
console.log(`\n| set | found / total | recall |\n|---|---|---|`);
for (const [kind, r] of Object.entries(recall)) console.log(`| ${kind} | ${r.found} / ${r.total} | ${((100 * r.found) / r.total).toFixed(1)} % |`);
console.log(`| ordinary names with a hit (false positives) | ${falsePositives} / ${ordinary} | ${((100 * falsePositives) / ordinary).toFixed(2)} % |`);
