/**
 * Background screening at scale, on PostgreSQL:
 *   scripts/with-postgres.sh npm run bench:rescreen -- --ofac ../shared/data/sanctions/ofac-sdn-2021 \
 *     --un ../shared/data/sanctions/un-consolidated-2026-02/consolidated.xml [--users 100000] [--workers 2]
 * 1. imports the real OFAC and UN lists; 2. creates N users (set-based) and screens them from scratch
 *    (first screenings, users/s); 3. imports an OFAC update made by editing a few hundred entries of the
 *    real file (aliases, names, dates of birth added or changed, entries added and removed) and re-screens
 *    everyone against what changed (users/s), creating one new user a second into it and timing its first
 *    entry; 4. compares, in memory, the two re-screen designs: an index over the changed entries with the
 *    users streamed through it (what the worker does) against an index over the users searched with the
 *    changed entries. `--workers` runs that many screening loops at once, each on its own connections.
 * 5. first screenings as a customer sees them (./bulk-screening.ts): `--bulk-users` users sent through add-user-bulk
 *    in calls of each `--bulk-rows` size (1,000-row calls meet the route's 5 calls/s limit at 5,000 users/s)
 *    to `npm start`'s server, timed from the first call to the last user's first entry (0 skips it).
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { newId } from '../../src/lib/ids.ts';
import { importList } from '../../src/services/sanctions/import.ts';
import type { ParsedList } from '../../src/services/sanctions/list-files.ts';
import { parseOfacSdn } from '../../src/services/sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from '../../src/services/sanctions/un-consolidated.ts';
import { SanctionsIndex, type ListEntry } from '../../src/services/sanctions/matcher.ts';
import { screenPendingUsers } from '../../src/services/sanctions/background-screening.ts';
import { invalidateSanctionsIndex } from '../../src/services/sanctions/index-cache.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { bulkScreening } from './bulk-screening.ts';

const { values } = parseArgs({
  options: {
    ofac: { type: 'string' },
    un: { type: 'string' },
    users: { type: 'string', default: '100000' },
    workers: { type: 'string', default: '2' },
    'bulk-users': { type: 'string', default: '20000' },
    'bulk-rows': { type: 'string', default: '1000,10000' },
  },
});
const url = process.env.DATABASE_URL;
if (!values.ofac || !values.un || !url?.startsWith('postgres')) {
  console.error(
    'usage: scripts/with-postgres.sh npm run bench:rescreen -- --ofac DIR --un FILE [--users 100000] [--workers 2] [--bulk-users 20000] [--bulk-rows 1000,10000]',
  );
  process.exit(2);
}
const USERS = Number(values.users);
const WORKERS = Number(values.workers);
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average/, 'load average');

// Deterministic pseudo-random numbers, so runs compare.
let seed = 19;
const rand = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const database = await openDatabase({ url, maxConnections: 4 });
await database.migrate();
const db = database.db;
console.log(`\nbench:rescreen on ${database.location}: ${USERS.toLocaleString('en')} users, ${WORKERS} screening loop(s) (${load()})`);

let t0 = performance.now();
const ofac = await parseOfacSdn(values.ofac);
const un = await parseUnConsolidated(values.un);
await importList(db, ofac);
await importList(db, un);
console.log(
  `lists imported in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${ofac.entries.length.toLocaleString('en')} OFAC + ${un.entries.length.toLocaleString('en')} UN entries`,
);

// Users: ordinary names of many cultures, and one in 500 a listed name.
const FIRST = [
  'James',
  'Mary',
  'José',
  'María',
  'Wei',
  'Yuki',
  'Aarav',
  'Fatima',
  'Omar',
  'Ingrid',
  'Olga',
  'Kwame',
  'Chloé',
  'Mateo',
  'Aisha',
  'Lukas',
  'Giulia',
  'Min-jun',
  'Reza',
  'Taras',
];
const LAST = [
  'Smith',
  'García',
  'Wang',
  'Sato',
  'Patel',
  'Haddad',
  'Nilsson',
  'Kuznetsov',
  'Mensah',
  'Dubois',
  'Rossi',
  'Kim',
  'Hosseini',
  'Melnyk',
  'Okafor',
  'Silva',
  'Nowak',
  'Yılmaz',
  'Cohen',
  'Tran',
];
const listedNames = ofac.entries.filter((e) => e.type === 'individual').map((e) => e.name);
const userName = () => (rand() < 0.002 ? pick(listedNames) : `${pick(FIRST)} ${pick(LAST)}${rand() < 0.3 ? ` ${pick(LAST)}` : ''}`);
const { tenant, environments } = await createTenant(db, { name: 'bench rescreen' }, null);
const env = environments.find((e) => e.type === 'live')!;
async function insertUsers(count: number, tag: string): Promise<void> {
  for (let i = 0; i < count; i += 10_000) {
    const rows = Array.from({ length: Math.min(10_000, count - i) }, (_, k) => {
      const n = i + k;
      return { id: newId('user'), kyc: newId('kyc'), name: userName(), email: `bench.${tag}.${n}@example.com` };
    });
    await db.execute(sql`
      with input as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, kyc text, name text, email text)),
      u as (insert into users (id, tenant_id, environment_id, name, email, email_key) select id, ${tenant.id}, ${env.id}, name, email, email from input)
      insert into kyc_records (id, tenant_id, environment_id, user_id) select kyc, ${tenant.id}, ${env.id}, id from input`);
  }
}

/** Run `loops` screening loops at once, each on its own connections (as separate worker processes would), until nothing is left. */
async function screenAll(loops: Database[]): Promise<number> {
  const counts = await Promise.all(
    loops.map(async (d) => {
      let total = 0;
      for (let n = -1; n !== 0; ) total += n = await screenPendingUsers(d.db);
      return total;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
const loops = await Promise.all(Array.from({ length: WORKERS }, () => openDatabase({ url, maxConnections: 2 })));

t0 = performance.now();
await insertUsers(USERS, 'base');
console.log(`${USERS.toLocaleString('en')} users inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await db.execute(sql`analyze users`);

t0 = performance.now();
const first = await screenAll(loops);
const firstSeconds = (performance.now() - t0) / 1000;
const [firstCounts] = await queryRows<{ entries: number; matches: number }>(
  db,
  sql`select count(*)::int as entries, count(*) filter (where status = 'possible_match')::int as matches from sanctions_logs where environment_id = ${env.id}`,
);

// An OFAC update: a few hundred entries of the real file edited.
const update = structuredClone(ofac) as ParsedList;
const edited = { aliases: 0, names: 0, dates: 0, added: 0, removed: 0 };
update.entries.forEach((e, i) => {
  if (i % 60 === 0) {
    e.aliases.push(`${e.name} ALIAS ${i}`);
    edited.aliases++;
  } else if (i % 60 === 20 && e.type === 'individual') {
    e.birthDates = [...e.birthDates, `19${50 + (i % 40)}-01-01`];
    edited.dates++;
  } else if (i % 150 === 40) {
    e.name = `${e.name} JR`;
    edited.names++;
  }
});
for (let i = 0; i < 50; i++)
  update.entries.push({
    sourceRef: `9${String(i).padStart(6, '0')}`,
    name: `BENCH ADDED ENTITY ${i} TRADING`,
    type: 'entity',
    country: null,
    programs: 'BENCH',
    aliases: [],
    birthDates: [],
    countries: [],
  });
edited.added = 50;
update.entries = update.entries.filter((_, i) => i % 500 !== 250 || (edited.removed++, false));
t0 = performance.now();
const summary = await importList(db, update);
const importSeconds = (performance.now() - t0) / 1000;
for (const d of [database, ...loops]) invalidateSanctionsIndex(d.db);

// Re-screen, with a user created one second into it: how long until its first entry?
t0 = performance.now();
let newUserDelay: number | undefined;
const probe = (async () => {
  await new Promise((r) => setTimeout(r, 1000));
  const probeDb = await openDatabase({ url, maxConnections: 1 });
  const id = newId('user');
  await probeDb.db.execute(sql`
    with u as (insert into users (id, tenant_id, environment_id, name, email, email_key) values (${id}, ${tenant.id}, ${env.id}, 'Probe Newcomer', 'probe@example.com', 'probe@example.com'))
    insert into kyc_records (id, tenant_id, environment_id, user_id) values (${newId('kyc')}, ${tenant.id}, ${env.id}, ${id})`);
  const created = performance.now();
  const stillQueued = await queryRows<{ n: number }>(
    probeDb.db,
    sql`select count(*)::int as n from user_screenings where screened_at is not null and generation < ${summary.generation}`,
  );
  for (;;) {
    const [row] = await queryRows<{ id: string }>(probeDb.db, sql`select id from sanctions_logs where user_id = ${id} limit 1`);
    if (row) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  newUserDelay = performance.now() - created;
  await probeDb.close();
  return Number(stillQueued[0]!.n);
})();
const rescreened = await screenAll(loops);
const rescreenSeconds = (performance.now() - t0) / 1000;
const queuedAtProbe = await probe;
const [afterCounts] = await queryRows<{ updates: number }>(
  db,
  sql`select count(*)::int as updates from sanctions_logs where environment_id = ${env.id} and trigger = 'list_update'`,
);

// The two designs, in memory: changed entries indexed and users streamed through, or users indexed and searched with the changes.
const changedRows = await queryRows<{ id: string; name: string; type: string; aliases: string[]; birth_dates: string[]; countries: string[] }>(
  db,
  sql`select e.id, e.name, e.type, e.aliases, e.birth_dates, e.countries from sanctions_entries e join sanctions_lists l on l.id = e.list_id
      where l.active and e.changed_in = ${summary.generation}`,
);
const changed: ListEntry[] = changedRows.map((r) => ({
  id: r.id,
  source: 'ofac-sdn',
  name: r.name,
  type: r.type as ListEntry['type'],
  country: null,
  aliases: r.aliases,
  birthDates: r.birth_dates,
  countries: r.countries,
}));
const userRows = await queryRows<{ id: string; name: string }>(db, sql`select id, name from users where environment_id = ${env.id}`);
t0 = performance.now();
const changedIndex = new SanctionsIndex(changed);
let hitsA = 0;
for (const u of userRows) if (changedIndex.search({ name: u.name, type: 'individual' }, 0.85, 1).length > 0) hitsA++;
const designA = performance.now() - t0;
t0 = performance.now();
const userIndex = new SanctionsIndex(
  userRows.map((u) => ({ id: u.id, source: 'users', name: u.name, type: 'individual' as const, country: null, aliases: [] })),
);
const userIndexMs = performance.now() - t0;
const hitUsers = new Set<string>();
for (const e of changed)
  for (const name of [e.name, ...e.aliases])
    for (const h of userIndex.search({ name, type: e.type === 'individual' ? 'individual' : 'entity' }, 0.85, 50)) hitUsers.add(h.entry.id);
const designB = performance.now() - t0;

const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en');
console.log(`\n| step | users | time | users/s |\n|---|---|---|---|`);
console.log(
  `| first screening (${firstCounts!.entries.toLocaleString('en')} entries, ${firstCounts!.matches} possible matches) | ${first.toLocaleString('en')} | ${firstSeconds.toFixed(1)} s | ${rate(first, firstSeconds)} |`,
);
console.log(
  `| OFAC update import: ${edited.aliases} aliases, ${edited.names} names, ${edited.dates} dates of birth edited, ${edited.added} entries added, ${edited.removed} removed → ${summary.added} added, ${summary.changed} changed, ${summary.removed} removed | | ${importSeconds.toFixed(1)} s | |`,
);
console.log(
  `| delta re-screen (${changed.length} changed entries, ${afterCounts!.updates} new possible matches) | ${rescreened.toLocaleString('en')} | ${rescreenSeconds.toFixed(1)} s | ${rate(rescreened, rescreenSeconds)} |`,
);
console.log(
  `\nA user created 1 s into the re-screen (${queuedAtProbe.toLocaleString('en')} users still queued for it) had its first entry after ${newUserDelay!.toFixed(0)} ms.`,
);
console.log(`\nRe-screen designs, in memory over the same ${userRows.length.toLocaleString('en')} users and ${changed.length} changed entries:`);
console.log(`| design | time | hits |\n|---|---|---|`);
console.log(`| index the changed entries, stream the users through (chosen) | ${designA.toFixed(0)} ms | ${hitsA} users |`);
console.log(
  `| index the users (${userIndexMs.toFixed(0)} ms to build), search with the changed entries' names | ${designB.toFixed(0)} ms | ${hitUsers.size} users |`,
);
for (const d of loops) await d.close();
const BULK = Number(values['bulk-users']);
for (const callRows of BULK > 0 ? values['bulk-rows']!.split(',').map(Number) : []) {
  const bulk = await bulkScreening(database, url, BULK, userName, callRows);
  console.log(
    `\nFirst screenings through the API: ${bulk.users.toLocaleString('en')} users in add-user-bulk calls of ${callRows.toLocaleString('en')} to \`npm start\`'s server ` +
      `(screening inline, its index built): the last call answered after ${bulk.insertedSeconds.toFixed(1)} s, the last user's first entry ` +
      `came ${bulk.seconds.toFixed(1)} s after the first call: ${rate(bulk.users, bulk.seconds)} users/s (${bulk.possibleMatches} possible matches; ${bulk.retried} calls sent again after a 429/503's Retry-After).`,
  );
}
console.log(`\n(${load()})`);

await database.close();
