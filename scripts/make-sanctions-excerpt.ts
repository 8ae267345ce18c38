/**
 * Writes the excerpt of the real lists that test/sanctions-quality.test.ts builds its labelled set
 * from (test/fixtures/sanctions/quality/): every Nth OFAC SDN entry with its aliases and first
 * address, and every Nth UN record, each in its publisher's format, byte for byte.
 *   npx tsx scripts/make-sanctions-excerpt.ts --ofac ../shared/data/sanctions/ofac-sdn-2021 \
 *     --un ../shared/data/sanctions/un-consolidated-2026-02/consolidated.xml --out test/fixtures/sanctions/quality --every 4
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { ofac: { type: 'string' }, un: { type: 'string' }, out: { type: 'string' }, every: { type: 'string', default: '4' } },
});
if (!values.ofac || !values.un || !values.out) {
  console.error('usage: npx tsx scripts/make-sanctions-excerpt.ts --ofac DIR --un FILE --out DIR [--every 4]');
  process.exit(2);
}
const every = Number(values.every);

// OFAC legacy CSV: one record per line (no field spans lines), keyed by ent_num; the ^Z line ends each file.
const lines = (f: string) => readFileSync(join(values.ofac!, f), 'utf8').split(/(?<=\n)/);
const ref = (line: string) => line.slice(0, line.indexOf(','));
const sdn = lines('sdn.csv');
const kept = new Set(sdn.filter((l, i) => l.trim() !== '\x1a' && i % every === 0).map(ref));
const keep = (file: string, firstOnly = false) => {
  const seen = new Set<string>();
  return lines(file)
    .filter((l) => {
      if (l.trim() === '\x1a') return true;
      if (!kept.has(ref(l)) || (firstOnly && seen.has(ref(l)))) return false;
      seen.add(ref(l));
      return true;
    })
    .join('');
};
mkdirSync(join(values.out, 'ofac'), { recursive: true });
writeFileSync(join(values.out, 'ofac', 'sdn.csv'), keep('sdn.csv'));
writeFileSync(join(values.out, 'ofac', 'alt.csv'), keep('alt.csv'));
writeFileSync(join(values.out, 'ofac', 'add.csv'), keep('add.csv', true));

// UN XML: keep every Nth INDIVIDUAL and ENTITY element as written.
const xml = readFileSync(values.un, 'utf8');
let n = 0;
const trimmed = xml.replace(/[ \t]*<(INDIVIDUAL|ENTITY)>[\s\S]*?<\/\1>\r?\n/g, (block) => (n++ % every === 0 ? block : ''));
writeFileSync(join(values.out, 'un.xml'), trimmed);
console.log(`kept ${kept.size} OFAC entries and ${Math.ceil(n / every)} of ${n} UN records`);
