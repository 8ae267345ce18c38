/**
 * Sandbox test clocks, timed as an integrator meets them: the app served over HTTP with the background jobs running
 * in the same process (as `npm start` runs them), on PGlite, or on Postgres with DATABASE_URL.
 *   npm run bench:clocks                                   (PGlite)
 *   scripts/with-postgres.sh npm run bench:clocks          (Postgres)
 * (a) Rehearsal: through REST only, two users (KYC by PATCH), a clock, two escrows on it (created, accepted on the
 *     hosted page, funded), a managed dispute opened on the second, then one advance of 10 days: wall time from the
 *     first call until the clock is ready with the first escrow released by its timeline and the dispute decided by
 *     its evidence deadline. The target is well under a minute.
 * (b) A clock holding BENCH_CLOCK_TRANSACTIONS (default 200) funded escrows with deadlines spread over 20 days,
 *     advanced 30 days: time to ready, and steps and releases per second.
 * BENCH_RUNS (default 3) runs of each; prints every run and the median, and the machine's load before and after.
 */
import { execSync } from 'node:child_process';
import { openDatabase } from '../../src/db/client.ts';
import { startJobs } from '../../src/jobs.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { WebhookSender } from '../../src/services/webhooks/sender.ts';
import { DEFAULT_WEBHOOK_CONFIG } from '../../src/services/webhooks/worker.ts';
import { serveBenchApp } from './lib.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MANY = Number(process.env.BENCH_CLOCK_TRANSACTIONS ?? 200);
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2031-03-01T09:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();
const uptime = () => execSync('uptime').toString().trim();
const loadBefore = uptime();

const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'memory://';
const database = await openDatabase({ url, maxConnections: 4 });
await database.migrate();
const { db } = database;
const { base, server, deps } = await serveBenchApp(db);
const { logger, signingSecret, publicUrl, emails } = deps;
const sender = new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: false });
const jobs = startJobs({ db, logger, clock: systemClock, signingSecret, publicUrl, emails }, { worker: { sender, config: DEFAULT_WEBHOOK_CONFIG } });

type Auth = Record<string, string>;
async function call(auth: Auth, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(base + path, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

async function sandboxTenant(name: string, managed: boolean): Promise<Auth> {
  const { keys } = await createTenant(db, { name }, null);
  const key = keys.find((k) => k.environment === 'sandbox')!;
  if (managed) await updateEnvironment(db, key.environmentId, { managedDisputes: true });
  return { 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey };
}

async function waitReady(auth: Auth, clockId: string): Promise<void> {
  for (;;) {
    // A poll that meets a kept-alive connection the server just closed is simply sent again.
    const clock = await call(auth, 'GET', `/v1/test-clocks/${clockId}`).catch((error: unknown) => {
      if (['ECONNRESET', 'UND_ERR_SOCKET'].includes(String((error as { cause?: { code?: string } }).cause?.code))) return { status: 'advancing' };
      throw error;
    });
    if (clock.status === 'ready') return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

let runSeq = 0;
/** An escrow on `clockId` between two users with complete KYC, accepted on its hosted page and funded. */
async function fundedEscrow(auth: Auth, clockId: string, parties: { seller: string; buyer: string }, timeline: object): Promise<string> {
  const tx = await call(auth, 'POST', '/v1/transactions/create', {
    accountType: 'escrow',
    title: 'Rehearsal',
    amount: 12_500,
    currency: 'USD',
    sellerId: parties.seller,
    buyerId: parties.buyer,
    timeline,
    testClockId: clockId,
  });
  const accepted = await fetch(base + new URL(tx.inviteUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=accept',
    redirect: 'manual',
  });
  if (accepted.status !== 303) throw new Error(`accept: ${accepted.status}`);
  await call(auth, 'POST', `/v1/transactions/${tx.id}/mark-funded`, { reference: 'wire-1' });
  return tx.id;
}

async function rehearsal(): Promise<number> {
  const auth = await sandboxTenant(`rehearsal ${runSeq++}`, true);
  const started = performance.now();
  const user = async (name: string) => {
    const u = await call(auth, 'POST', '/v1/tenants/add-user', {
      name,
      email: `${name.toLowerCase()}.${Date.now()}.${runSeq}@example.com`,
      phone: '+14155552671',
    });
    await call(auth, 'PATCH', `/v1/kyc/${u.id}`, { status: 'complete' });
    return u.id as string;
  };
  const parties = { seller: await user('Ada'), buyer: await user('Grace') };
  const clock = await call(auth, 'POST', '/v1/test-clocks', { frozenTime: at(T0), name: 'Rehearsal' });
  const released = await fundedEscrow(auth, clock.id, parties, { deliveryDays: 2, inspectionDays: 3 });
  const disputed = await fundedEscrow(auth, clock.id, parties, { deliveryDays: 2, inspectionDays: 3 });
  await call(auth, 'POST', `/v1/transactions/${disputed}/disputes`, { openedBy: 'buyer', reason: 'Not as described' });
  // The seller answers on its own party page, as a party does; the buyer stays silent and loses by default.
  const link = await call(auth, 'POST', `/v1/transactions/${disputed}/party-links`, { userId: parties.seller });
  const url = new URL(link.url);
  const evidence = await fetch(base + url.pathname + '/evidence', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ party: url.searchParams.get('party')!, description: 'Tracking shows delivery' }),
    redirect: 'manual',
  });
  if (evidence.status !== 303) throw new Error(`evidence: ${evidence.status}`);
  await call(auth, 'POST', `/v1/test-clocks/${clock.id}/advance`, { to: at(T0 + 10 * DAY) });
  await waitReady(auth, clock.id);
  const ms = performance.now() - started;
  const statuses = [(await call(auth, 'GET', `/v1/transactions/${released}`)).status, (await call(auth, 'GET', `/v1/transactions/${disputed}`)).status];
  if (statuses.join() !== 'released,released') throw new Error(`rehearsal ended with ${statuses.join()}`);
  return ms;
}

async function manyOnOneClock(): Promise<{ seconds: number; steps: number; releases: number }> {
  const auth = await sandboxTenant(`many ${runSeq++}`, false);
  const ids = [];
  for (const name of ['Seller', 'Buyer']) {
    const u = await call(auth, 'POST', '/v1/tenants/add-user', {
      name,
      email: `${name.toLowerCase()}.${Date.now()}.${runSeq}@example.com`,
      phone: '+14155552671',
    });
    await call(auth, 'PATCH', `/v1/kyc/${u.id}`, { status: 'complete' });
    ids.push(u.id);
  }
  const clock = await call(auth, 'POST', '/v1/test-clocks', { frozenTime: at(T0) });
  for (let i = 0; i < MANY; i++) await fundedEscrow(auth, clock.id, { seller: ids[0], buyer: ids[1] }, { deliveryDays: 1, inspectionDays: i % 20 });
  const started = performance.now();
  await call(auth, 'POST', `/v1/test-clocks/${clock.id}/advance`, { to: at(T0 + 30 * DAY) });
  await waitReady(auth, clock.id);
  const seconds = (performance.now() - started) / 1000;
  // 20 distinct deadlines, each also with a reminder a day before (deadlines 1 day out have theirs at funding time).
  const page = await call(auth, 'GET', `/v1/transactions?testClockId=${clock.id}&status=released&limit=100`);
  if (page.data.length < Math.min(MANY, 100)) throw new Error('not all released');
  return { seconds, steps: 40, releases: MANY };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`bench:clocks on ${url === 'memory://' ? 'PGlite' : 'PostgreSQL'}; load before: ${loadBefore}`);
const rehearsals: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const ms = await rehearsal();
  rehearsals.push(ms);
  console.log(`rehearsal run ${i + 1}: ${(ms / 1000).toFixed(2)} s`);
}
const many: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const r = await manyOnOneClock();
  many.push(r.seconds);
  console.log(
    `advance of ${MANY} escrows over 30 days, run ${i + 1}: ${r.seconds.toFixed(2)} s (${(r.releases / r.seconds).toFixed(0)} releases/s, ~${r.steps} instants)`,
  );
}
console.log(`median rehearsal (REST, create to released + dispute decided): ${(median(rehearsals) / 1000).toFixed(2)} s`);
console.log(`median advance of ${MANY} escrows: ${median(many).toFixed(2)} s`);
console.log(`load after: ${uptime()}`);
await jobs.stop();
await sender.close();
server.close();
await database.close();
