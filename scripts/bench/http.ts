/**
 * Throughput of the HTTP surface against PostgreSQL, server in its own process:
 *   scripts/with-postgres.sh npm run bench:http        (or DATABASE_URL=postgres://… npm run bench:http)
 * Targets: /healthz (no database), GET /v1/tenants/me over REST and over /trpc
 * (both authenticate the key pair: one indexed query each), and a 401.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { openDatabase } from '../../src/db/client.ts';
import { createTenant } from '../../src/services/tenants.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('bench:http needs DATABASE_URL=postgres://… (try: scripts/with-postgres.sh npm run bench:http)');
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const database = await openDatabase({ url, maxConnections: 2 });
await database.migrate();
const { keys } = await createTenant(database.db, { name: 'Bench' });
await database.close();
const key = keys.find((k) => k.environment === 'sandbox')!;

async function startServer(entry: string, readyPath: string) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(base + readyPath);
      break;
    } catch {
      if (i > 200) throw new Error(`${entry} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base };
}

async function measure(base: string, path: string, headers: Record<string, string>) {
  const result = await autocannon({ url: base + path, headers, connections, duration: seconds });
  return `${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx}`;
}

const bare = await startServer('scripts/bench/bare-server.ts', '/bare/x');
const bareRow = `| bare Hono + postgres.js, same lookup (baseline) | ${await measure(bare.base, `/bare/${key.publishableKey}`, {})} |`;
bare.child.kill('SIGTERM');

const { child: server, base } = await startServer('src/server.ts', '/readyz');

const auth = { 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey };
const targets = [
  { name: 'GET /healthz (no db)', path: '/healthz', headers: {} },
  { name: 'GET /v1/tenants/me (REST)', path: '/v1/tenants/me', headers: auth },
  { name: 'GET /trpc/tenants.me (tRPC)', path: '/trpc/tenants.me', headers: auth },
  { name: 'GET /v1/tenants/me, no keys (401)', path: '/v1/tenants/me', headers: {} },
];

const rows: string[] = [bareRow];
for (const target of targets) rows.push(`| ${target.name} | ${await measure(base, target.path, target.headers)} |`);
server.kill('SIGTERM');

console.log(`\n${connections} connections, ${seconds} s each, PostgreSQL, server in its own process (NODE_ENV=production)\n`);
console.log('| target | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
