/**
 * How long one unit of the embedded database's own work holds it (issue 35): an add-user-bulk statement of N rows
 * and a first-screening batch of N users, on PGlite in this process, with OFAC + UN imported. A keyed read that
 * comes meanwhile waits for the unit under way, so these set the embedded sizes (src/server.ts,
 * EMBEDDED_SCREENING_BATCHES).
 *   npm run bench:embedded-units -- --ofac DIR --un FILE [--users 20000]
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/db/client.ts';
import { screenFirstBatch } from '../../src/services/sanctions/background-screening.ts';
import { importList } from '../../src/services/sanctions/import.ts';
import { parseOfacSdn } from '../../src/services/sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from '../../src/services/sanctions/un-consolidated.ts';
import { addUsersBulk } from '../../src/services/users.ts';
import { percentile, seedLoadTenant } from './lib.ts';

const { values } = parseArgs({ options: { ofac: { type: 'string' }, un: { type: 'string' }, users: { type: 'string', default: '20000' } } });
if (!values.ofac || !values.un) {
  console.error('usage: npm run bench:embedded-units -- --ofac DIR --un FILE [--users 20000]');
  process.exit(2);
}
const timed = async (work: () => Promise<unknown>) => {
  const t = performance.now();
  await work();
  return performance.now() - t;
};
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average/, 'load average');
console.log(`bench:embedded-units (${load()})`);
const database = await openDatabase({ url: 'memory://' });
await database.migrate();
for (const list of [await parseOfacSdn(values.ofac), await parseUnConsolidated(values.un)]) await importList(database.db, list);
const { partition } = await seedLoadTenant(database, 'Units');
const users = Number(values.users);
const rows = (from: number, n: number) =>
  Array.from({ length: n }, (_, k) => ({ name: `Ada Lovelace ${from + k}`, email: `u${from + k}@units.example`, phone: '+14155552671' }));

const line = (what: string, xs: number[]) =>
  console.log(`| ${what} | ${xs.length} | ${percentile(xs, 50).toFixed(1)} ms | ${percentile(xs, 90).toFixed(1)} ms | ${Math.max(...xs).toFixed(1)} ms |`);

console.log('| unit | n | p50 | p90 | max |\n|---|---|---|---|---|');
// Alternating sizes, so both see the same table sizes and the same load.
// The insert statement alone (the rows' validation runs before it, without the database).
const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
const query = client.query.bind(client);
let lastStatementMs = 0;
client.query = async (...args: unknown[]) => {
  const t = performance.now();
  try {
    return await query(...args);
  } finally {
    lastStatementMs = performance.now() - t;
  }
};
const bulk: Record<number, number[]> = { 250: [], 100: [], 50: [] };
for (let n = 0; n < users; ) {
  for (const size of [250, 100, 50]) {
    await addUsersBulk(database.db, partition, rows(n, size));
    bulk[size]!.push(lastStatementMs);
    n += size;
  }
}
for (const size of [250, 100, 50]) line(`add-user-bulk statement, ${size} rows`, bulk[size]!);
const screening: Record<number, number[]> = { 100: [], 50: [], 25: [] };
const cursor = { after: '' };
for (let left = users; left > 0; ) {
  for (const size of [100, 50, 25]) {
    screening[size]!.push(await timed(() => screenFirstBatch(database.db, size, cursor)));
    left -= size;
  }
}
for (const size of [100, 50, 25]) line(`first-screening batch, ${size} users (transaction)`, screening[size]!);
console.log(`(${load()})`);
await database.close();
