/**
 * Webhook delivery throughput and latency on PostgreSQL, workers as separate processes (`npm run worker`):
 *   scripts/with-postgres.sh npm run bench:webhooks
 * For 1 and 2 workers, BENCH_RUNS times (default 3): (a) a burst of BENCH_EVENTS (default 10,000) events
 * written at once → deliveries/s; (b) the same number offered at BENCH_RATE events/s (default 1,000) →
 * event-to-delivery latency p50/p99. Prints every run, then min / median / max of each figure, and the
 * machine's load (`uptime`) before and after: on a shared machine the spread is part of the result.
 * The receiver is a local HTTP server in this process answering 200.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query.ts';
import { openDatabase } from '../../src/db/client.ts';
import { events } from '../../src/db/schema/index.ts';
import { newId } from '../../src/lib/ids.ts';
import { resolveSigningSecret } from '../../src/services/instance.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { createEndpoint } from '../../src/services/webhooks/endpoints.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('bench:webhooks needs DATABASE_URL=postgres://… (try: scripts/with-postgres.sh npm run bench:webhooks)');
  process.exit(2);
}
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const uptime = () => execSync('uptime').toString().trim();
const loadBefore = uptime();

const database = await openDatabase({ url, maxConnections: 4 });
await database.migrate();
const { db } = database;
const signingSecret = await resolveSigningSecret(db, process.env.SIGNING_SECRET);

// Receiver: arrival time per event id.
let arrivals = new Map<string, number>();
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    arrivals.set(String(req.headers['webhook-id']), Date.now());
    res.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

function startWorkers(n: number): ChildProcess[] {
  return Array.from({ length: n }, () =>
    // The receiver is on 127.0.0.1: the endpoint is a sandbox one, which may target it only with this setting.
    spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      env: { ...process.env, LOG_LEVEL: 'warn', WEBHOOK_POLL_MS: '20', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}

async function stopWorkers(workers: ChildProcess[]) {
  await Promise.all(workers.map((w) => new Promise((resolve) => (w.once('exit', resolve), w.kill('SIGTERM')))));
}

async function writeEvents(partition: { tenantId: string; environmentId: string }, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: newId('event'), ...partition, type: 'tenant.users.invite', data: { i } }));
  for (let i = 0; i < rows.length; i += 2000) await db.insert(events).values(rows.slice(i, i + 2000));
  return rows.map((r) => r.id);
}

async function waitFor(ids: string[], timeoutMs = 300_000) {
  const started = Date.now();
  while (ids.some((id) => !arrivals.has(id))) {
    if (Date.now() - started > timeoutMs) throw new Error(`only ${ids.filter((id) => arrivals.has(id)).length}/${ids.length} delivered`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Run {
  workers: number;
  burstPerSecond: number;
  burstSeconds: number;
  p50: number;
  p99: number;
}
const runs: Run[] = [];
for (const workerCount of [1, 2]) {
  const { tenant, environments } = await createTenant(db, { name: `bench ${workerCount}` }, null);
  const env = environments.find((e) => e.type === 'sandbox')!;
  const partition = { tenantId: tenant.id, environmentId: env.id };
  const targets = { allowsPrivate: () => true }; // as its workers run: WEBHOOK_ALLOW_PRIVATE_TARGETS=true
  await createEndpoint(db, { ...partition, livemode: false }, { url: receiverUrl, events: ['*'] }, { signingSecret, targets }, new Date(), null);
  // Events written before the endpoint existed are not delivered; keep the outbox clear of others' backlog.
  await db.execute(sql`update events set dispatched_at = now() where dispatched_at is null`);
  const workers = startWorkers(workerCount);
  await new Promise((r) => setTimeout(r, 3000)); // workers boot

  for (let run = 0; run < RUNS; run++) {
    // (a) burst
    arrivals = new Map();
    const burstStart = Date.now();
    const burstIds = await writeEvents(partition, EVENTS);
    await waitFor(burstIds);
    const burstSeconds = (Math.max(...arrivals.values()) - burstStart) / 1000;

    // (b) steady offered load, latency from the event's created_at to arrival
    arrivals = new Map();
    const steadyIds: string[] = [];
    const tickMs = 20;
    const perTick = Math.max(1, Math.round((RATE * tickMs) / 1000));
    const steadyStart = Date.now();
    for (let sent = 0; sent < EVENTS; sent += perTick) {
      steadyIds.push(...(await writeEvents(partition, Math.min(perTick, EVENTS - sent))));
      const due = steadyStart + ((sent + perTick) / RATE) * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    }
    await waitFor(steadyIds);
    const created = await queryRows<{ id: string; ms: number }>(
      db,
      sql`select id, (extract(epoch from created_at) * 1000)::float8 as ms from events where id in (${sql.join(
        steadyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const latencies = created.map((e) => arrivals.get(e.id)! - Number(e.ms)).sort((x, y) => x - y);
    runs.push({ workers: workerCount, burstPerSecond: EVENTS / burstSeconds, burstSeconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
    const last = runs.at(-1)!;
    console.error(`workers ${workerCount}, run ${run + 1}/${RUNS}: ${Math.round(last.burstPerSecond)} deliveries/s, p50 ${Math.round(last.p50)} ms`);
  }
  await stopWorkers(workers);
}

receiver.close();
await database.close();
const fmt = (n: number) => Math.round(n).toLocaleString('en');
const spread = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return `${fmt(sorted[0]!)} / ${fmt(sorted[Math.floor(sorted.length / 2)]!)} / ${fmt(sorted.at(-1)!)}`;
};
console.log(`\n${EVENTS.toLocaleString('en')} events to one local endpoint, PostgreSQL, workers as separate processes, ${RUNS} runs each`);
console.log(`load before: ${loadBefore}`);
console.log(`load after:  ${uptime()}\n`);
console.log('| workers | run | burst: deliveries/s | steady offered load | latency p50 | latency p99 |');
console.log('|---|---|---|---|---|---|');
for (const [i, r] of runs.entries()) {
  const burst = `${fmt(r.burstPerSecond)} (${r.burstSeconds.toFixed(1)} s)`;
  console.log(`| ${r.workers} | ${(i % RUNS) + 1} | ${burst} | ${fmt(RATE)}/s | ${fmt(r.p50)} ms | ${fmt(r.p99)} ms |`);
}
console.log('\n| workers | burst deliveries/s min / median / max | p50 ms min / median / max | p99 ms min / median / max |');
console.log('|---|---|---|---|');
for (const w of [1, 2]) {
  const mine = runs.filter((r) => r.workers === w);
  console.log(`| ${w} | ${spread(mine.map((r) => r.burstPerSecond))} | ${spread(mine.map((r) => r.p50))} | ${spread(mine.map((r) => r.p99))} |`);
}
