/**
 * How long migration 0024 (issue 35: primary keys rebuilt with the tenant, screening state moved to
 * user_screenings, the log's indexes and rollup) holds a grown database, on PostgreSQL:
 *   scripts/with-postgres.sh npm run bench:migration -- [--users 1000000] [--transactions 50000]
 * 1. migrates an empty database up to 0023 (a copy of src/db/migrations cut after it); 2. fills it set-based, as a
 *    year of a marketplace looks after bench:scale: N users (screened, with KYC records), an event and a sanctions log
 *    entry per user, N/20 transactions, a webhook endpoint with one delivery per transaction event; 3. applies the
 *    rest with drizzle's migrator, as a start does (one transaction: every table it touches is locked until it
 *    commits), timed; then runs each statement of 0024 alone on a second copy to say which ones cost what.
 */
import { execSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER } from '../../src/db/client.ts';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '1000000' }, transactions: { type: 'string' } },
});
const USERS = Number(values.users);
const TRANSACTIONS = Number(values.transactions ?? Math.round(USERS / 20));
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('usage: scripts/with-postgres.sh npm run bench:migration -- [--users 1000000] [--transactions 50000]');
  process.exit(2);
}
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average/, 'load average');
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const CUT = '0023_';

interface Journal {
  entries: { idx: number; tag: string }[];
}
/** A copy of the migrations folder holding only the migrations up to `CUT`. */
async function migrationsUpTo(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const path = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(path, 'utf8')) as Journal;
  const last = journal.entries.findIndex((e) => e.tag.startsWith(CUT));
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(path, JSON.stringify(journal));
  return dir;
}

/** A database of its own on the bench's server, migrated to 0023 and filled. */
async function grownDatabase(name: string, upTo: string): Promise<string> {
  const admin = postgres(url!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name}`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url!);
  dbUrl.pathname = `/${name}`;
  const sql = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
  await migrate(drizzle(sql), { migrationsFolder: upTo });
  const t0 = performance.now();
  await sql.unsafe(`
    insert into tenants (id, name) values ('ten_bench', 'bench');
    insert into environments (id, tenant_id, name, type) values ('env_bench', 'ten_bench', 'Live', 'live');
    insert into users (id, tenant_id, environment_id, name, email, email_key, screened_at, screened_generation)
      select 'usr_' || lpad(i::text, 10, '0'), 'ten_bench', 'env_bench', 'Person ' || i, 'p' || i || '@example.com', 'p' || i || '@example.com', now(), 1
      from generate_series(1, ${USERS}) i;
    insert into kyc_records (id, tenant_id, environment_id, user_id)
      select 'kyc_' || lpad(i::text, 10, '0'), 'ten_bench', 'env_bench', 'usr_' || lpad(i::text, 10, '0') from generate_series(1, ${USERS}) i;
    insert into events (id, tenant_id, environment_id, type, data)
      select 'evt_' || lpad(i::text, 10, '0'), 'ten_bench', 'env_bench', 'user.created', jsonb_build_object('id', 'usr_' || lpad(i::text, 10, '0'))
      from generate_series(1, ${USERS}) i;
    insert into sanctions_logs (id, tenant_id, environment_id, case_id, attempt_id, user_id, trigger, provider, status, match_score, matched_lists, billable)
      select 'sl_' || lpad(i::text, 10, '0'), 'ten_bench', 'env_bench', 'case_' || i, 'att_' || i, 'usr_' || lpad(i::text, 10, '0'), 'user_created',
             'internal', case when i % 500 = 0 then 'possible_match' else 'no_match' end, 0, '{}', true
      from generate_series(1, ${USERS}) i;
    insert into transactions (id, tenant_id, environment_id, token, account_type, title, amount, currency, status, seller_id, buyer_id, initiator, timeline, history)
      select 'txn_' || lpad(i::text, 10, '0'), 'ten_bench', 'env_bench', 'tok_' || i, 'individual', 'Bench ' || i, 1000, 'USD', 'invited',
             'usr_' || lpad((2 * i - 1)::text, 10, '0'), 'usr_' || lpad((2 * i)::text, 10, '0'), 'seller', '[]', '[]'
      from generate_series(1, ${TRANSACTIONS}) i;
    insert into webhook_endpoints (id, tenant_id, environment_id, url, events, secret_encrypted)
      values ('we_bench', 'ten_bench', 'env_bench', 'http://127.0.0.1:9/hook', '{*}', 'sealed');
    insert into webhook_deliveries (id, tenant_id, environment_id, endpoint_id, event_id)
      select 'whd_' || lpad(i::text, 10, '0'), 'ten_bench', 'env_bench', 'we_bench', 'evt_' || lpad(i::text, 10, '0') from generate_series(1, ${TRANSACTIONS}) i;
    analyze;`);
  const [size] = await sql<{ size: string }[]>`select pg_size_pretty(pg_database_size(current_database())) as size`;
  console.log(`${name}: migrated to 0023 and filled in ${seconds(t0)} (${size!.size}; ${load()})`);
  await sql.end();
  return dbUrl.toString();
}

console.log(`\nbench:migration: ${USERS.toLocaleString('en')} users, ${TRANSACTIONS.toLocaleString('en')} transactions (${load()})`);
const upTo = await migrationsUpTo();
try {
  // As a start applies it: drizzle's migrator, every pending migration in one transaction.
  const whole = await grownDatabase('bench_migration_whole', upTo);
  let sql = postgres(whole, { max: 1, onnotice: () => {} });
  let t0 = performance.now();
  await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS_FOLDER });
  const wholeTime = seconds(t0);
  await sql.end();
  console.log(`migrations 0024… applied by the migrator: ${wholeTime} (${load()})`);

  // Statement by statement, each timed, in one transaction as the migrator runs them.
  const parts = await grownDatabase('bench_migration_parts', upTo);
  sql = postgres(parts, { max: 1, onnotice: () => {} });
  const file = (await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8').then((t) => JSON.parse(t) as Journal)).entries.find((e) =>
    e.tag.startsWith('0024_'),
  )!.tag;
  const statements = (await readFile(join(MIGRATIONS_FOLDER, `${file}.sql`), 'utf8')).split('--> statement-breakpoint').map((s) => s.trim());
  const timed: { ms: number; statement: string }[] = [];
  t0 = performance.now();
  await sql.begin(async (tx) => {
    for (const statement of statements.filter(Boolean)) {
      const s0 = performance.now();
      await tx.unsafe(statement);
      timed.push({
        ms: performance.now() - s0,
        statement: statement
          .replace(/^--.*$/gm, '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 110),
      });
    }
  });
  console.log(`\n0024 statement by statement: ${seconds(t0)} in all; the ten slowest:\n\n| ms | statement |\n|---|---|`);
  for (const t of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`| ${t.ms.toFixed(0)} | \`${t.statement}\` |`);
  await sql.end();
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  for (const name of ['bench_migration_whole', 'bench_migration_parts']) await admin.unsafe(`drop database if exists ${name}`);
  await admin.end();
} finally {
  await rm(upTo, { recursive: true, force: true });
}
console.log(`\n(${load()})`);
