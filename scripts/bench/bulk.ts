/**
 * add-user-bulk at 10,000 rows: one HTTP call, on PGlite and (with DATABASE_URL) on Postgres,
 * next to the ceiling: a plain multi-row INSERT of the same 10,000 user rows.
 *   npm run bench:bulk                                    (PGlite only)
 *   scripts/with-postgres.sh npm run bench:bulk           (PGlite and Postgres)
 * BENCH_ROWS (default 10000) and BENCH_RUNS (default 3, best run reported) tune it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { sessionKeys } from '../../src/services/members/sessions.ts';
import { createApp } from '../../src/app.ts';
import { createAppState } from '../../src/services/app-state.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { newId } from '../../src/lib/ids.ts';
import { DEFAULT_KYC_PROVIDERS } from '../../src/services/kyc-providers.ts';
import { paymentProvidersFor } from '../../src/services/payment-providers.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { WebhookSender } from '../../src/services/webhooks/sender.ts';
import { emailSettings } from '../../src/services/emails/outbox.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function makeRows(tag: string) {
  return Array.from({ length: ROWS }, (_, i) => ({
    name: `Bench User ${i}`,
    email: `bench.${tag}.${i}@example.com`,
    phone: '+14155552671',
    metadata: { source: 'bench', row: String(i) },
  }));
}

async function benchOne(label: string, database: Database) {
  await database.migrate();
  const app = createApp({
    db: database.db,
    state: createAppState(),
    logger: pino({ level: 'silent' }),
    clock: systemClock,
    signingSecret: 'bench-secret-bench-secret-bench-secret',
    sessionKeys: sessionKeys('bench-session-secret'),
    publicUrl: 'http://localhost',
    kycProviders: DEFAULT_KYC_PROVIDERS,
    paymentProviders: paymentProvidersFor(undefined),
    webhookSender: new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: false }),
    emails: emailSettings('bench-secret-bench-secret-bench-secret', { smtp: false, publicUrl: 'http://localhost' }),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let bestHttp = Infinity;
  let bestInsert = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const { tenant, keys } = await createTenant(database.db, { name: `bench ${run}` }, null);
    const key = keys.find((k) => k.environment === 'sandbox')!;
    const rows = makeRows(`${Date.now()}.${run}`);
    const body = JSON.stringify(rows);
    const started = performance.now();
    const res = await fetch(`${base}/v1/tenants/add-user-bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey },
      body,
    });
    const result = (await res.json()) as { created: number };
    const ms = performance.now() - started;
    if (res.status !== 200 || result.created !== ROWS) throw new Error(`unexpected answer ${res.status} ${JSON.stringify(result).slice(0, 200)}`);
    bestHttp = Math.min(bestHttp, ms);

    // The ceiling: the same user rows through plain multi-row INSERTs (bind-parameter limit → chunks), one transaction.
    const live = keys.find((k) => k.environment === 'live')!;
    const plain = rows.map((r) => ({
      id: newId('user'),
      tenantId: tenant.id,
      environmentId: live.environmentId,
      name: r.name,
      email: r.email,
      emailKey: r.email,
      phone: r.phone,
      metadata: r.metadata,
    }));
    const insertStarted = performance.now();
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < plain.length; i += 5000) await tx.insert(users).values(plain.slice(i, i + 5000));
    });
    bestInsert = Math.min(bestInsert, performance.now() - insertStarted);
  }
  server.close();
  await database.close();
  return { label, bestHttp, bestInsert };
}

const results = [];
for (const [label, url] of [
  ['PGlite (in-memory)', 'memory://'],
  ...(process.env.DATABASE_URL?.startsWith('postgres') ? [['PostgreSQL', process.env.DATABASE_URL]] : []),
] as const) {
  const database = await openDatabase({ url });
  results.push(await benchOne(label, database));
}

console.log(
  `\nadd-user-bulk with ${ROWS.toLocaleString('en')} new users in one HTTP call (best of ${RUNS}); ceiling = plain multi-row INSERT of the same user rows\n`,
);
console.log('| database | bulk call (HTTP round trip) | users/s | plain INSERT | bulk ÷ INSERT |');
console.log('|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.bestHttp.toFixed(0)} ms | ${Math.round((ROWS / r.bestHttp) * 1000).toLocaleString('en')} | ${r.bestInsert.toFixed(0)} ms | ${(r.bestHttp / r.bestInsert).toFixed(2)}× |`,
  );
}
