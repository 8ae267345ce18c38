// Long on purpose: one benchmark grows one database through every stage and prints one table; its parts share the stage's state.
/**
 * A year of a marketplace (issue 35), grown on one PostgreSQL database and measured at each size:
 *   scripts/with-postgres.sh npm run bench:scale -- --ofac /work/shared/data/sanctions/ofac-sdn-2021 \
 *     --un /work/shared/data/sanctions/un-consolidated-2026-02/consolidated.xml [--stages 10000,100000,1000000]
 * Per stage: add-user-bulk (10,000 a call, over HTTP to the compiled server) up to the stage's users; the users
 * list right after the load and again after an ANALYZE (what autovacuum does later); the first screening of
 * the new users (`--workers` loops on their own connections, users/s overall and per 5-second window);
 * POST /v1/transactions/create 16 at a time up to `--tx-ratio` × users transactions; the sanctions log's
 * pages (1, middle, last; filtered by status, user, date); the CSV export of the whole log (streamed:
 * time, bytes, the server's resident memory); table sizes. At the end, what the retention sweep costs on the
 * grown database (scripts/bench/retention-cost.ts). Then, unless `--embedded 0`, the embedded
 * database (PGlite) under its own work: a keyed read every 100 ms while `--embedded` users are bulk-loaded
 * and screened by the server's own job.
 * Without DATABASE_URL only the embedded part runs.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { request } from 'undici';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { compactQueueIndexes } from '../../src/services/maintenance.ts';
import { DEFAULT_SCREENING_BATCHES, type ScreeningCursor, screenPendingUsers } from '../../src/services/sanctions/background-screening.ts';
import { importList } from '../../src/services/sanctions/import.ts';
import type { ParsedList } from '../../src/services/sanctions/list-files.ts';
import { parseOfacSdn } from '../../src/services/sanctions/ofac-sdn.ts';
import { parseUnConsolidated } from '../../src/services/sanctions/un-consolidated.ts';
import { client, percentile, rssMiB, seedLoadTenant, startCompiledServer } from './lib.ts';
import { retentionCost } from './retention-cost.ts';

const { values } = parseArgs({
  options: {
    ofac: { type: 'string' },
    un: { type: 'string' },
    stages: { type: 'string', default: '10000,100000,1000000' },
    workers: { type: 'string', default: '2' },
    'tx-ratio': { type: 'string', default: '0.05' },
    concurrency: { type: 'string', default: '16' },
    embedded: { type: 'string', default: '100000' },
    // The retention cost makes a delivery and an attempt per event first: minutes at a million (measure it on a smaller run).
    'skip-retention': { type: 'boolean', default: false },
  },
});
if (!values.ofac || !values.un) {
  console.error('usage: [scripts/with-postgres.sh] npm run bench:scale -- --ofac DIR --un FILE [--stages 10000,100000,1000000] [--embedded 100000]');
  process.exit(2);
}
const STAGES = values.stages.split(',').map(Number);
const WORKERS = Number(values.workers);
const TX_RATIO = Number(values['tx-ratio']);
const CONCURRENCY = Number(values.concurrency);
const EMBEDDED_USERS = Number(values.embedded);
const BULK = 10_000;
const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average/, 'load average');
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—');
const ms = (n: number) => (n < 10 ? `${fmt(n, 1)} ms` : `${fmt(n)} ms`);
const mib = (bytes: number) => `${fmt(bytes / 2 ** 20)} MB`;

// Deterministic names: ordinary names of many cultures, one in 500 a listed name (as bench:rescreen).
let seed = 35;
const rand = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const FIRST = ['James', 'Mary', 'José', 'María', 'Wei', 'Yuki', 'Aarav', 'Fatima', 'Omar', 'Ingrid', 'Olga', 'Kwame', 'Chloé', 'Mateo', 'Aisha', 'Lukas'];
const LAST = ['Smith', 'García', 'Wang', 'Sato', 'Patel', 'Haddad', 'Nilsson', 'Kuznetsov', 'Mensah', 'Dubois', 'Rossi', 'Kim', 'Okafor', 'Silva', 'Nowak'];

console.log(`\nbench:scale (${load()})`);
let t0 = performance.now();
const lists: ParsedList[] = [await parseOfacSdn(values.ofac), await parseUnConsolidated(values.un)];
const listedNames = lists[0]!.entries.filter((e) => e.type === 'individual').map((e) => e.name);
console.log(`lists parsed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const bulkRows = (from: number, count: number, tag: string) =>
  Array.from({ length: count }, (_, k) => ({
    name: rand() < 0.002 ? pick(listedNames) : `${pick(FIRST)} ${pick(LAST)}${rand() < 0.3 ? ` ${pick(LAST)}` : ''}`,
    email: `${tag}.${from + k}@scale.example`,
    phone: '+14155552671',
  }));

type Headers = Record<string, string>;
type Client = ReturnType<typeof client>;

/** add-user-bulk until the tenant has `target` users; a 503 or 429 waits Retry-After and sends the call again. Returns per-call times and refusals. */
async function bulkLoad(c: Client, from: number, target: number, tag: string) {
  const times: number[] = [];
  let refused = 0;
  for (let n = from; n < target; ) {
    const count = Math.min(BULK, target - n);
    const rows = bulkRows(n, count, tag);
    for (;;) {
      const res = await c.call('POST', '/v1/tenants/add-user-bulk', rows).catch((error: Error) => {
        console.error(`add-user-bulk: ${error.message}`);
        return undefined;
      });
      if (!res) {
        refused++;
        continue;
      }
      if (res.status === 503 || res.status === 429) {
        refused++;
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers['retry-after'] ?? 1)));
        continue;
      }
      if (res.status !== 200) throw new Error(`add-user-bulk: ${res.status} ${res.body.slice(0, 300)}`);
      const created = (JSON.parse(res.body) as { created: number }).created;
      if (created !== count) throw new Error(`add-user-bulk created ${created} of ${count}`);
      times.push(res.ms);
      break;
    }
    n += count;
  }
  return { times, refused };
}

/** p50 of `samples` sequential GETs (the first answer is checked). */
async function p50(c: Client, path: string, samples = 15): Promise<{ p50: number; body: string }> {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < samples; i++) {
    const res = await c.call('GET', path);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.body.slice(0, 300)}`);
    if (i === 0) body = res.body;
    times.push(res.ms);
  }
  return { p50: percentile(times, 50), body };
}

async function screenAll(loops: Database[]) {
  let done = 0;
  const windows: number[] = [];
  let last = 0;
  const started = performance.now();
  const sampler = setInterval(() => {
    windows.push((done - last) / 5);
    last = done;
  }, 5000);
  await Promise.all(
    loops.map(async (d) => {
      // Per loop, as the server's job keeps one per process (src/jobs.ts): where its first-screening claims resume.
      const cursor: ScreeningCursor = { after: '' };
      for (let n = -1; n !== 0; ) {
        n = await screenPendingUsers(d.db, DEFAULT_SCREENING_BATCHES, cursor);
        done += n;
      }
    }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  return { users: done, seconds, windows };
}

async function createTransactions(c: Client, db: Database['db'], environmentId: string, count: number, users: number) {
  if (count <= 0) return { count: 0, seconds: 0, rps: Number.NaN, p50: Number.NaN, p99: Number.NaN, errors: 0 };
  const percent = Math.min(100, (20_000 / users) * 100);
  const ids = (
    await queryRows<{ id: string }>(db, sql`select id from users tablesample bernoulli(${sql.raw(percent.toFixed(4))}) where environment_id = ${environmentId}`)
  ).map((r) => r.id);
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const seller = ids[(i * 7919) % ids.length]!;
        const buyer = ids[(i * 7919 + 1 + (i % (ids.length - 1))) % ids.length]!;
        if (seller === buyer) continue;
        const res = await c.call('POST', '/v1/transactions/create', {
          accountType: 'escrow',
          title: `Scale ${i}`,
          amount: 1000 + i,
          currency: 'USD',
          sellerId: seller,
          buyerId: buyer,
        });
        if (res.status !== 200) {
          errors++;
          if (errors < 5) console.error(`create: ${res.status} ${res.body.slice(0, 200)}`);
        } else times.push(res.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { count: times.length, seconds, rps: times.length / seconds, p50: percentile(times, 50), p99: percentile(times, 99), errors };
}

/** The whole log as CSV, read as it streams: time, bytes, rows, and the server's resident memory before and at its peak. */
async function exportAll(base: string, auth: Headers, pid: number) {
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
  const started = performance.now();
  const res = await request(`${base}/v1/sanctions/export`, { headers: auth, headersTimeout: 600_000, bodyTimeout: 600_000 });
  let bytes = 0;
  let rows = 0;
  let firstByte = Number.NaN;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) rows++;
  }
  clearInterval(sampler);
  return { status: res.statusCode, ms: performance.now() - started, firstByte, bytes, rows: Math.max(0, rows - 1), rssBefore: before, rssPeak: peak };
}

async function tableSizes(db: Database['db']) {
  return queryRows<{ name: string; rows: number; heap: number; indexes: number; total: number }>(
    db,
    sql`select c.relname as name, c.reltuples::bigint as rows, pg_relation_size(c.oid) + coalesce(pg_total_relation_size(c.reltoastrelid), 0) as heap,
               pg_indexes_size(c.oid) as indexes, pg_total_relation_size(c.oid) as total
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by pg_total_relation_size(c.oid) desc`,
  );
}

type Row = Record<string, string>;

async function growPostgres(databaseUrl: string) {
  const database = await openDatabase({ url: databaseUrl, maxConnections: 4 });
  await database.migrate();
  const db = database.db;
  t0 = performance.now();
  for (const list of lists) await importList(db, list);
  console.log(`lists imported in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const tenant = await seedLoadTenant(database, 'Scale');
  const { child, base } = await startCompiledServer({ DATABASE_URL: databaseUrl, WEBHOOK_WORKER: 'off' });
  const c = client(base, tenant.auth, CONCURRENCY);
  const loops = await Promise.all(Array.from({ length: WORKERS }, () => openDatabase({ url: databaseUrl, maxConnections: 2 })));
  const table: { stage: number; row: Row }[] = [];
  let retention: Row = {};
  let users = 2;
  let transactions = 1;
  try {
    for (const stage of STAGES) {
      const row: Row = {};
      console.log(`\n— ${fmt(stage)} users (${load()})`);
      const bulk = await bulkLoad(c, users, stage, 'scale');
      users = stage;
      row['add-user-bulk, per 10,000 (mean)'] = ms(bulk.times.reduce((a, b) => a + b, 0) / bulk.times.length);
      row['GET /v1/users?limit=100 right after the load (p50)'] = ms((await p50(c, '/v1/users?limit=100')).p50);

      const screening = await screenAll(loops);
      const windows = screening.windows.filter((w) => w > 0);
      row['first screening, users/s'] = `${fmt(screening.users / screening.seconds)} (${fmt(screening.users)} in ${fmt(screening.seconds, 1)} s)`;
      row['first screening, 5 s windows (min–max users/s)'] = windows.length ? `${fmt(Math.min(...windows))}–${fmt(Math.max(...windows))}` : '—';
      // The queue's partial indexes once it drained: their entries are gone, their pages stay until a vacuum (issue 35, item 4).
      const partial = await queryRows<{ name: string; bytes: string }>(
        db,
        sql`select c.relname as name, pg_relation_size(c.oid)::text as bytes from pg_class c where c.relname in ('user_screenings_due_idx', 'events_undispatched_idx') order by 1`,
      );
      row['partial indexes after the first screening (due / undispatched)'] = partial
        .map((p) => `${p.name} ${fmt(Number(p.bytes) / 2 ** 20, 1)} MB`)
        .join(', ');
      // What the statistics job does next (src/services/maintenance.ts), timed here; the server's own job may win the lock.
      const rebuilt = await compactQueueIndexes(db);
      row['queue index rebuilt once drained (REINDEX CONCURRENTLY)'] = rebuilt.length
        ? rebuilt.map((r) => `${r.index} ${fmt(r.bytesBefore / 2 ** 20, 1)} MB → ${fmt(r.bytesAfter / 2 ** 10)} kB in ${fmt(r.ms / 1000, 1)} s`).join(', ')
        : 'none (under 8 MB, its queue still waiting, or the server rebuilt it first)';

      const created = await createTransactions(c, db, tenant.partition.environmentId, Math.round(stage * TX_RATIO) - transactions, stage);
      transactions += created.count;
      row[`POST /v1/transactions/create, ${CONCURRENCY} at a time`] =
        `${fmt(created.rps)}/s (p50 ${ms(created.p50)}, p99 ${ms(created.p99)}; ${fmt(created.count)} made${created.errors ? `, ${created.errors} failed` : ''})`;

      const first = await p50(c, '/v1/sanctions/logs');
      const { total, totalPages } = JSON.parse(first.body) as { total: number; totalPages: number };
      row['sanctions log entries'] = fmt(total);
      row['sanctions log, page 1 (p50)'] = ms(first.p50);
      row['sanctions log, middle page (p50)'] = ms((await p50(c, `/v1/sanctions/logs?page=${Math.max(1, Math.floor(totalPages / 2))}`)).p50);
      row['sanctions log, last page (p50)'] = ms((await p50(c, `/v1/sanctions/logs?page=${Math.max(1, totalPages)}`)).p50);
      const matches = await p50(c, '/v1/sanctions/logs?status=possible_match&limit=100');
      const matchPages = (JSON.parse(matches.body) as { totalPages: number }).totalPages;
      row['… status=possible_match, page 1 / last (p50)'] =
        `${ms(matches.p50)} / ${ms((await p50(c, `/v1/sanctions/logs?status=possible_match&limit=100&page=${Math.max(1, matchPages)}`)).p50)}`;
      const noMatch = await p50(c, '/v1/sanctions/logs?status=no_match&limit=100');
      const noMatchPages = (JSON.parse(noMatch.body) as { totalPages: number }).totalPages;
      row['… status=no_match, page 1 / last (p50)'] =
        `${ms(noMatch.p50)} / ${ms((await p50(c, `/v1/sanctions/logs?status=no_match&limit=100&page=${Math.max(1, noMatchPages)}`)).p50)}`;
      const someUser = JSON.parse(first.body).items[0]?.userId as string;
      row['… userId=, page 1 (p50)'] = ms((await p50(c, `/v1/sanctions/logs?userId=${someUser}`)).p50);
      const [span] = await queryRows<{ lo: string; hi: string }>(
        db,
        sql`select min(created_at)::text as lo, max(created_at)::text as hi from sanctions_logs where environment_id = ${tenant.partition.environmentId}`,
      );
      const mid = new Date((Date.parse(span!.lo) + Date.parse(span!.hi)) / 2).toISOString();
      const dated = await p50(c, `/v1/sanctions/logs?dateFrom=${mid}`);
      const datedPages = (JSON.parse(dated.body) as { totalPages: number }).totalPages;
      row['… dateFrom=(mid-range instant), page 1 / last (p50)'] =
        `${ms(dated.p50)} / ${ms((await p50(c, `/v1/sanctions/logs?dateFrom=${mid}&page=${Math.max(1, datedPages)}`)).p50)}`;

      const exported = await exportAll(base, tenant.auth, child.pid!);
      row['sanctions CSV export, no date range'] =
        exported.status === 200
          ? `${mib(exported.bytes)}, ${fmt(exported.rows)} rows in ${fmt(exported.ms / 1000, 1)} s (first byte ${ms(exported.firstByte)}; server RSS ${exported.rssBefore} → ${exported.rssPeak} MiB)`
          : `${exported.status}`;

      await db.execute(sql`analyze`);
      row['GET /v1/users?limit=100 after ANALYZE (p50)'] = ms((await p50(c, '/v1/users?limit=100')).p50);

      const sizes = await tableSizes(db);
      const totalBytes = sizes.reduce((n, s) => n + Number(s.total), 0);
      row['database size'] = `${mib(totalBytes)} (${fmt(totalBytes / stage / 1024, 2)} KB per user)`;
      for (const s of sizes.filter((s) => Number(s.total) > 2 ** 20)) {
        row[`  ${s.name} (heap + indexes)`] = `${mib(Number(s.heap))} + ${mib(Number(s.indexes))}`;
      }
      table.push({ stage, row });
      for (const [k, v] of Object.entries(row)) console.log(`  ${k}: ${v}`);
    }
    if (!values['skip-retention']) retention = await retentionCost(db);
  } finally {
    for (const d of loops) await d.close();
    await c.agent.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await database.close();
  }

  const keys = [...new Set(table.flatMap((t) => Object.keys(t.row)))];
  console.log(`\n| measure | ${table.map((t) => `${fmt(t.stage)} users`).join(' | ')} |`);
  console.log(`|---|${table.map(() => '---|').join('')}`);
  for (const k of keys) console.log(`| ${k} | ${table.map((t) => t.row[k] ?? '—').join(' | ')} |`);
  console.log(`\n| retention, at ${fmt(users)} users | |\n|---|---|`);
  for (const [k, v] of Object.entries(retention)) console.log(`| ${k} | ${v} |`);
}

/** The embedded database under its own work: keyed reads every 100 ms while the server bulk-loads and screens. */
async function embedded(users: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'escrow-scale-'));
  try {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    for (const list of lists) await importList(database.db, list);
    const tenant = await seedLoadTenant(database, 'Scale embedded');
    await database.close();
    const { child, base } = await startCompiledServer({ DATA_DIR: dataDir, DATABASE_URL: '', WEBHOOK_WORKER: 'inline' });
    const c = client(base, tenant.auth, 2);
    const probe = client(base, tenant.auth, 1);
    const samples: number[] = [];
    let shed = 0;
    let failed = 0;
    let probing = true;
    const probing$ = (async () => {
      while (probing) {
        const res = await probe.call('GET', '/v1/tenants/me').catch(() => undefined);
        if (!res) failed++;
        else if (res.status === 503) shed++;
        else if (res.status !== 200) failed++;
        if (res) samples.push(res.ms);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = performance.now();
    console.log(`\nEmbedded database: loading and screening ${fmt(users)} users (${load()})`);
    const bulk = await bulkLoad(c, 2, users + 2, 'embedded');
    const loadedAt = load();
    const loaded = (performance.now() - started) / 1000;
    // Until the server's own job has screened everyone.
    for (;;) {
      const res = await c.call('GET', '/v1/sanctions/logs?limit=1');
      if (res.status === 200 && (JSON.parse(res.body) as { total: number }).total >= users + 2) break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    const screened = (performance.now() - started) / 1000;
    probing = false;
    await probing$;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await c.agent.close();
    await probe.agent.close();
    console.log(
      `\nEmbedded database (PGlite), ${fmt(users)} users bulk-loaded (${bulk.times.length} calls, ${fmt(loaded, 1)} s; ${loadedAt}) and screened by the server's job (all screened after ${fmt(screened, 1)} s; ${load()}):`,
    );
    console.log(
      '| GET /v1/tenants/me every 100 ms | samples | 503 | other failures | p50 | p99 | max | bulk calls refused |\n|---|---|---|---|---|---|---|---|',
    );
    console.log(
      `| during load and screening | ${samples.length} | ${shed} | ${failed} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 99))} | ${ms(Math.max(...samples))} | ${bulk.refused} |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (url) await growPostgres(url);
if (EMBEDDED_USERS > 0) await embedded(EMBEDDED_USERS);
console.log(`\n(${load()})`);
process.exit(0);
