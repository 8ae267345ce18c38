/** What the load scripts share: a tenant to load, a compiled server to load it with, and the figures they read. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { pino } from 'pino';
import { Agent, request } from 'undici';
import { createApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import type { Db } from '../../src/db/query.ts';
import type { AppDeps } from '../../src/deps.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createAppState } from '../../src/services/app-state.ts';
import { emailSettings } from '../../src/services/emails/outbox.ts';
import { DEFAULT_KYC_PROVIDERS } from '../../src/services/kyc-providers.ts';
import { sessionKeys } from '../../src/services/members/sessions.ts';
import { paymentProvidersFor } from '../../src/services/payment-providers.ts';
import { WebhookSender } from '../../src/services/webhooks/sender.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import { createTenant } from '../../src/services/tenants.ts';
import { createTransaction } from '../../src/services/transactions/create.ts';
import { addUser } from '../../src/services/users.ts';

/**
 * A `scale` tenant whose sandbox rate limit is on but far above what one machine can send (so limits count without
 * refusing), and one transaction between two of its users: its sandbox key, partition and the transaction's id.
 */
export async function seedLoadTenant(database: Database, name: string) {
  const { keys, environments } = await createTenant(database.db, { name, plan: 'scale' }, null);
  const key = keys.find((k) => k.environment === 'sandbox')!;
  await updateEnvironment(database.db, environments.find((e) => e.type === 'sandbox')!.id, { rateLimitPerMinute: 100_000_000 });
  const partition = { tenantId: environments[0]!.tenantId, environmentId: key.environmentId };
  const party = async (who: string) =>
    (await addUser(database.db, partition, { name: who, email: { email: `${who}@example.com`, emailKey: `${who}@example.com` }, phone: null })).user.id;
  const tx = await createTransaction(
    database.db,
    partition,
    { accountType: 'escrow', title: name, amount: 1000, currency: 'USD', sellerId: await party('seller'), buyerId: await party('buyer') },
    { now: new Date(), signingSecret: 'x'.repeat(40), publicUrl: 'http://localhost' },
  );
  return { key, partition, transactionId: tx.row.id, auth: { 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey } };
}

/**
 * `npm start`'s entry (the compiled server) on a random port, production settings, no demo tenant; resolves once /readyz
 * answers 200. `cwd`: whose checkout runs (another worktree's, for a before/after); `nodeArgs`: e.g. `--cpu-prof`, which
 * NODE_OPTIONS may not carry.
 */
export async function startCompiledServer(
  env: Record<string, string>,
  opts: { cwd?: string; nodeArgs?: string[] } = {},
): Promise<{ child: ChildProcess; base: string }> {
  const port = 4100 + Math.floor(Math.random() * 800);
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), 'scripts/start.mjs'], {
    cwd: opts.cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_TENANT: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { child, base };
    } catch {
      if (i > 600) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An HTTP client of the compiled server with `auth`'s headers, `connections` at a time: each call's status, time, body and headers. */
export function client(base: string, auth: Record<string, string>, connections: number) {
  const agent = new Agent({ connections, headersTimeout: 600_000, bodyTimeout: 600_000 });
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const started = performance.now();
    const res = await request(`${base}${path}`, {
      method,
      dispatcher: agent,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    return { status: res.statusCode, ms: performance.now() - started, body: text, headers: res.headers };
  }
  return { call, agent };
}

/** Resident memory of a process, MiB (Linux /proc); NaN when it cannot be read. */
export function rssMiB(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
  } catch {
    return Number.NaN;
  }
}

/** The p-th percentile of `xs` (nearest rank); NaN for none. */
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? Number.NaN;

/** The app on `db` with production's parts (real clock, silent logs, no rate limits), served on a free loopback port in this process. */
export async function serveBenchApp(db: Db): Promise<{ base: string; server: ServerType; deps: AppDeps }> {
  const signingSecret = 'bench-secret-bench-secret-bench-secret';
  const deps: AppDeps = {
    db,
    state: createAppState(),
    logger: pino({ level: 'silent' }),
    clock: systemClock,
    signingSecret,
    sessionKeys: sessionKeys('bench-session-secret-bench-session-secret'),
    publicUrl: 'http://localhost',
    kycProviders: DEFAULT_KYC_PROVIDERS,
    paymentProviders: paymentProvidersFor(undefined),
    webhookSender: new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: false }),
    emails: emailSettings(signingSecret, { smtp: false, publicUrl: 'http://localhost' }),
  };
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, deps };
}
