/**
 * Several processes on one PostgreSQL, driven at once:
 *   scripts/with-postgres.sh npm run smoke:multi
 * Starts two plain server processes on different ports (and one `--workers 2`
 * cluster), then checks: idempotent creates, concurrent releases, rate-limited
 * bursts split across both, webhook delivery beside a hanging receiver. Prints each check; exits 1 if one fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../src/db/client.ts';
import { createTenant } from '../src/services/tenants.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('smoke:multi needs DATABASE_URL=postgres://… (try: scripts/with-postgres.sh npm run smoke:multi)');
  process.exit(2);
}

// Behind a transaction pooler (scripts/chaos/pooler.sh) migrations go to DATABASE_DIRECT_URL, as in the server.
const database = await openDatabase({
  url,
  maxConnections: 2,
  directUrl: process.env.DATABASE_DIRECT_URL || undefined,
  prepare: process.env.DATABASE_PREPARE !== 'false',
});
await database.migrate();
const key = (created: Awaited<ReturnType<typeof createTenant>>, env: 'live' | 'sandbox') => {
  const k = created.keys.find((x) => x.environment === env)!;
  return { 'x-api-key': k.publishableKey, 'x-api-secret': k.secretKey };
};
const scale = key(await createTenant(database.db, { name: 'Smoke scale', plan: 'scale' }, null), 'live');
const limited = key(await createTenant(database.db, { name: 'Smoke limits' }, null), 'sandbox');
const hooks = key(await createTenant(database.db, { name: 'Smoke hooks' }, null), 'sandbox');
const stuckHooks = key(await createTenant(database.db, { name: 'Smoke stuck receiver' }, null), 'sandbox');
await database.close();

const children: ChildProcess[] = [];
async function startServer(port: number, args: string[] = []): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', ...args], {
    // The receivers below listen on 127.0.0.1: sandbox endpoints may target it only with this setting.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_STORE: 'postgres',
      WEBHOOK_POLL_MS: '20',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return base;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

const port = 4100 + Math.floor(Math.random() * 500);
const [a, b] = await Promise.all([startServer(port), startServer(port + 1)]);
const servers = [a, b];

async function call(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown, extra: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const results: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
}

// 1. One Idempotency-Key, ten concurrent creates split across both processes.
{
  const email = `smoke.${Date.now()}@example.com`;
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      call(servers[i % 2]!, 'POST', '/v1/tenants/add-user', scale, { name: 'Smoke', email, phone: '+14155552671' }, { 'Idempotency-Key': `smoke-${email}` }),
    ),
  );
  const ok = answers.filter((r) => r.status === 200);
  const list = await call(a, 'GET', `/v1/users?email=${encodeURIComponent(email)}`, scale);
  check(
    'idempotent creates',
    list.body.data.length === 1 &&
      ok.length >= 1 &&
      answers.every((r) => r.status === 200 || r.status === 409) &&
      ok.every((r) => r.body.id === ok[0]!.body.id),
    `${ok.length} × 200 (${ok.filter((r) => r.headers.get('idempotent-replayed')).length} replayed), ${answers.length - ok.length} × 409 in use, ${list.body.data.length} user`,
  );
}

// 2. Twenty concurrent release/refund calls on one funded transaction, split across both.
{
  const party = async (name: string) => {
    const user = await call(a, 'POST', '/v1/tenants/add-user', scale, { name, email: `${name}.${Date.now()}@example.com`, phone: '+14155552671' });
    await call(b, 'PATCH', `/v1/kyc/${user.body.id}`, scale, { status: 'complete' });
    return user.body.id as string;
  };
  const tx = await call(a, 'POST', '/v1/transactions/create', scale, {
    accountType: 'escrow',
    title: 'Smoke',
    amount: 1000,
    currency: 'USD',
    sellerId: await party('seller'),
    buyerId: await party('buyer'),
  });
  await fetch(tx.body.inviteUrl.replace(/^https?:\/\/[^/]+/, b), { method: 'POST', body: new URLSearchParams({ decision: 'accept' }), redirect: 'manual' });
  const funded = await call(a, 'POST', `/v1/transactions/${tx.body.id}/mark-funded`, scale, { reference: 'smoke' });
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => call(servers[i % 2]!, 'POST', `/v1/transactions/${tx.body.id}/${i % 4 < 2 ? 'release' : 'refund'}`, scale, {})),
  );
  const winners = answers.filter((r) => r.status === 200);
  const events = await call(b, 'GET', '/v1/events?type=transaction.status.changed&limit=100', scale);
  const finals = events.body.data.filter(
    (e: { data: { transactionId: string; status: string } }) => e.data.transactionId === tx.body.id && e.data.status !== 'funded',
  );
  check(
    'concurrent releases',
    funded.status === 200 && winners.length === 1 && finals.length === 1 && answers.filter((r) => r.status === 409).length === 19,
    `${winners.length} winner (${winners[0]?.body.status}), ${answers.filter((r) => r.status === 409).length} × 409, ${finals.length} final status event`,
  );
}

// 3. A burst split across both processes against one sandbox key (burst 60, 30/s).
{
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => call(servers[i % 2]!, 'GET', '/v1/tenants/me', limited)));
  const seconds = (Date.now() - started) / 1000;
  const admitted = answers.filter((r) => r.status === 200).length;
  const bound = 60 + Math.ceil(30 * seconds) + 1;
  check(
    'rate-limited burst across processes',
    admitted >= 60 && admitted <= bound && answers.every((r) => r.status === 200 || (r.status === 429 && Number(r.headers.get('retry-after')) >= 1)),
    `${admitted} of 120 admitted in ${seconds.toFixed(2)} s (burst 60 + refill ≤ ${bound - 60}), ${120 - admitted} × 429 with Retry-After`,
  );
}

// 4. Webhook delivery: exactly once, verified with the standardwebhooks library,
//    while another tenant's receiver holds every connection open without answering.
{
  const stuck = createServer(() => {}); // reads the request, never answers
  await new Promise<void>((r) => stuck.listen(0, '127.0.0.1', r));
  const stuckUrl = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}/in`;
  await call(a, 'POST', '/v1/webhook-endpoints', stuckHooks, { url: stuckUrl, events: ['tenant.users.invite'] });
  for (let i = 0; i < 40; i++)
    await call(servers[i % 2]!, 'POST', '/v1/tenants/add-user', stuckHooks, {
      name: 'Stuck',
      email: `stuck${i}.${Date.now()}@example.com`,
      phone: '+14155552671',
    });
  const received: { id: string; ok: boolean }[] = [];
  let secret = '';
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      let ok = true;
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
      } catch {
        ok = false;
      }
      received.push({ id: String(req.headers['webhook-id']), ok });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const endpoint = await call(a, 'POST', '/v1/webhook-endpoints', hooks, {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/in`,
    events: ['tenant.users.invite'],
  });
  secret = endpoint.body.secret;
  const started = Date.now();
  for (let i = 0; i < 10; i++)
    await call(servers[i % 2]!, 'POST', '/v1/tenants/add-user', hooks, { name: 'Hook', email: `hook${i}.${Date.now()}@example.com`, phone: '+14155552671' });
  // Well inside the 10 s receiver timeout: a worker waiting on the stuck receiver would miss this.
  for (let i = 0; i < 50 && received.length < 10; i++) await new Promise((r) => setTimeout(r, 100));
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 500)); // late duplicates would show up here
  receiver.close();
  stuck.closeAllConnections();
  stuck.close();
  check(
    'webhook delivery beside a receiver that never answers',
    received.length === 10 && new Set(received.map((r) => r.id)).size === 10 && received.every((r) => r.ok),
    `${received.length} deliveries for 10 events in ${seconds.toFixed(2)} s, ${new Set(received.map((r) => r.id)).size} distinct ids, all signatures verified: ${received.every((r) => r.ok)}`,
  );
}

// 5. `npm start -- --workers 2` serves through node:cluster.
{
  const c = await startServer(port + 2, ['--workers', '2']);
  const answers = await Promise.all(Array.from({ length: 10 }, () => call(c, 'GET', '/v1/tenants/me', scale)));
  check(
    'cluster mode (--workers 2)',
    answers.every((r) => r.status === 200),
    `${answers.filter((r) => r.status === 200).length} of 10 answered`,
  );
}

await Promise.all(children.map((c) => new Promise((r) => (c.once('exit', r), c.kill('SIGTERM')))));
const failed = results.filter((r) => !r.ok);
console.log(`\nsmoke:multi: ${results.length - failed.length} of ${results.length} checks passed`);
process.exit(failed.length ? 1 : 0);
