/**
 * Soak: SOAK_SECONDS (default 600) of mixed traffic against one server process, on PostgreSQL
 * (DATABASE_URL; try scripts/with-postgres.sh npm run soak) or the embedded database:
 * SOAK_CONCURRENCY (default 8) clients loop over a mix of writes (add a user, create a
 * transaction and cancel it), reads (the transaction, the user list, events), a sanctions
 * screen, while a webhook endpoint on a local receiver gets every event. Every minute it prints
 * requests, non-2xx by status, p50/p99, webhook deliveries received, and the server's RSS.
 * Fails (exit 1) on any 5xx, on more than 1 % 503 (admission control shedding), on no webhook delivered, or when the peak RSS
 * of the run's last third exceeds that of its middle third by more than SOAK_RSS_GROWTH (default 1.15×: still growing).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { percentile, rssMiB, seedLoadTenant, startCompiledServer } from './bench/lib.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 8);
const rssGrowth = Number(process.env.SOAK_RSS_GROWTH ?? 1.15);
const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'escrow-soak-'));

const database = await openDatabase(url ? { url, maxConnections: 2 } : { dataDir });
await database.migrate();
const { auth } = await seedLoadTenant(database, 'Soak');
await database.close();

let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    res.writeHead(204).end();
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const hookPort = (receiver.address() as { port: number }).port;

const { child: server, base } = await startCompiledServer({ DATA_DIR: dataDir, DATABASE_URL: url ?? '', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

interface Window {
  latencies: number[];
  statuses: Map<number, number>;
}
let window: Window = { latencies: [], statuses: new Map() };
async function call(method: string, path: string, body?: unknown): Promise<any> {
  const started = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  window.latencies.push(performance.now() - started);
  window.statuses.set(res.status, (window.statuses.get(res.status) ?? 0) + 1);
  return text ? JSON.parse(text) : undefined;
}

await call('POST', '/v1/webhook-endpoints', { url: `http://127.0.0.1:${hookPort}/hook`, events: ['*'], description: 'soak' });
const deadline = Date.now() + seconds * 1000;
let n = 0;
async function client(id: number): Promise<void> {
  while (Date.now() < deadline) {
    const i = n++;
    const seller = await call('POST', '/v1/tenants/add-user', { name: `Seller ${i}`, email: `seller.${id}.${i}@example.com`, phone: '+14155552671' });
    const buyer = await call('POST', '/v1/tenants/add-user', { name: `Buyer ${i}`, email: `buyer.${id}.${i}@example.com`, phone: '+14155552671' });
    if (!seller?.id || !buyer?.id) continue;
    const tx = await call('POST', '/v1/transactions/create', {
      accountType: 'escrow',
      title: `Soak ${i}`,
      amount: 1000 + i,
      currency: 'USD',
      seller: { userId: seller.id },
      buyer: { userId: buyer.id },
    });
    for (let r = 0; r < 5 && tx?.id; r++) await call('GET', `/v1/transactions/${tx.id}`);
    await call('GET', '/v1/users?limit=20');
    await call('GET', '/v1/events?limit=20');
    await call('POST', '/v1/sanctions/screen', { name: `Buyer ${i}`, type: 'individual' });
    if (tx?.id) await call('POST', `/v1/transactions/${tx.id}/cancel`, { reason: 'soak' });
  }
}

const minutes: { minute: number; requests: number; statuses: string; p50: number; p99: number; webhooks: number; rss: number }[] = [];
let fiveXX = 0;
let shed = 0;
let total = 0;
console.log(`soak: ${seconds} s, ${concurrency} clients, ${url ? 'PostgreSQL' : 'embedded database (PGlite)'}, one server process\n`);
console.log('| minute | requests | statuses | p50 ms | p99 ms | webhooks received (total) | RSS MiB |');
console.log('|---|---|---|---|---|---|---|');
const reporter = setInterval(() => {
  const w = window;
  window = { latencies: [], statuses: new Map() };
  for (const [s, c] of w.statuses) {
    total += c;
    if (s === 503) shed += c;
    else if (s >= 500) fiveXX += c;
  }
  const row = {
    minute: minutes.length + 1,
    requests: w.latencies.length,
    statuses: [...w.statuses].map(([s, c]) => `${s}×${c}`).join(' '),
    p50: Math.round(percentile(w.latencies, 50) || 0),
    p99: Math.round(percentile(w.latencies, 99) || 0),
    webhooks: received,
    rss: rssMiB(server.pid!),
  };
  minutes.push(row);
  console.log(`| ${row.minute} | ${row.requests} | ${row.statuses} | ${row.p50} | ${row.p99} | ${row.webhooks} | ${row.rss} |`);
}, 60_000);

await Promise.all(Array.from({ length: concurrency }, (_, id) => client(id)));
clearInterval(reporter);
// Let the worker catch up with the last events, then compare what was sent with what arrived.
const sentBefore = received;
await new Promise((r) => setTimeout(r, 10_000));
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
receiver.close();
rmSync(dataDir, { recursive: true, force: true });

// A leak keeps growing; a heap warming up levels off. Compare the peak of the last third of the run with the peak of the
// middle third (the first third is warm-up: caches, JIT, the heap finding its size).
const third = Math.floor(minutes.length / 3);
const peak = (rows: typeof minutes) => Math.max(0, ...rows.map((m) => m.rss));
const middle = peak(minutes.slice(third, 2 * third));
const last = peak(minutes.slice(2 * third));
const checks = [
  { ok: fiveXX === 0, what: `no 5xx but 503 (${fiveXX})` },
  { ok: shed <= total / 100, what: `503 (shed by admission control) at most 1 % of requests: ${shed} of ${total}` },
  {
    ok: minutes.length < 3 || last <= middle * rssGrowth,
    what: `RSS levels off: peak ${middle} MiB in the middle third, ${last} MiB in the last (limit ${rssGrowth}×)`,
  },
  { ok: received > 0, what: `webhooks delivered: ${received} (${received - sentBefore} in the 10 s after the load stopped)` },
];
console.log('');
for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.what}`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
