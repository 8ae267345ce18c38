import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { sql, type SQL } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type App } from '../../src/app.ts';
import { queryRows, type Db } from '../../src/db/query.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { ApiScope } from '../../src/services/scopes.ts';
import { createKeyPairForEnvironment } from '../../src/services/keys.ts';
import { createTenant } from '../../src/services/tenants.ts';
import type { AppDeps } from '../../src/deps.ts';
import { DEFAULT_KYC_PROVIDERS } from '../../src/services/kyc-providers.ts';
import { paymentProvidersFor } from '../../src/services/payment-providers.ts';
import { createAppState } from '../../src/services/app-state.ts';
import { trpcDifferential } from './trpc-differential.ts';
import { sessionKeys } from '../../src/services/members/sessions.ts';
import { emailSettings } from '../../src/services/emails/outbox.ts';
import type { ScryptCost } from '../../src/services/members/passwords.ts';
import { assertConforms } from './conformance.ts';
import { ownedBy, rowOrder, tenantTables } from './tables.ts';
import { MemoryRateLimitStore, PostgresRateLimitStore, RateLimiter } from '../../src/services/rate-limit.ts';
import { WebhookSender } from '../../src/services/webhooks/sender.ts';

/** A clock tests move by hand: expiry is tested by advancing it, never by sleeping. */
export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  now(): Date {
    return new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Stop real time from passing (e.g. so a token bucket does not refill between requests). */
  freeze(at = Date.now()): void {
    this.frozenAt = at;
    this.offsetMs = 0;
  }
  /** Let real time pass again, from the frozen instant (plus any advance) on. */
  unfreeze(): void {
    if (this.frozenAt === undefined) return;
    this.offsetMs = this.frozenAt + this.offsetMs - Date.now();
    this.frozenAt = undefined;
  }
}

export interface KeyCreds {
  publishableKey: string;
  secretKey: string;
  environmentId: string;
}

export interface TestTenant {
  tenantId: string;
  live: KeyCreds;
  sandbox: KeyCreds;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  /** JSON-encoded as the body (with Content-Type: application/json unless headers say otherwise). */
  body?: unknown;
  /** Sent verbatim as the body. */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
  auth?: KeyCreds;
}

export function authHeaders(creds: KeyCreds): Record<string, string> {
  return { 'x-api-key': creds.publishableKey, 'x-api-secret': creds.secretKey };
}

export interface Harness {
  app: App;
  db: Db;
  database: Database;
  /** The Postgres URL of this harness's database (undefined on PGlite), for a second harness on the same one. */
  databaseUrl?: string;
  deps: AppDeps;
  clock: TestClock;
  request<T = any>(method: string, path: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  tenant(opts?: { plan?: 'standard' | 'scale' }): Promise<TestTenant>;
  keyWithScopes(tenant: TestTenant, env: 'live' | 'sandbox', scopes: ApiScope[]): Promise<KeyCreds>;
  close(): Promise<void>;
}

/**
 * A fresh app on a real database: its own PGlite (from the migrated dump), or
 * the CI Postgres. `isolated` gives a Postgres test its own database, for
 * tests of instance-wide state (sanctions lists) that other files must not see,
 * and for tests that run database-wide work (dispatching every event, composing
 * emails, screening every pending user), which would change other files' tenants
 * between their before-and-after snapshots.
 */
export interface HarnessOptions {
  isolated?: boolean;
  rateLimits?: 'memory' | 'postgres';
  sameDatabaseAs?: Harness;
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS for this app: on by default, since the suite's
   * receivers listen on 127.0.0.1; test/security/ turns it off to test the default.
   */
  allowPrivateWebhookTargets?: boolean;
  /**
   * scrypt cost of member passwords: TEST_PASSWORD_COST unless a test asks for production's
   * (PASSWORD_COST), so signing in costs ~1 ms instead of ~200 ms of a shared core.
   */
  passwordCost?: ScryptCost;
  /** Whether messages are queued for an SMTP server (the test runs one) rather than only stored. */
  smtp?: boolean;
  /** Reach the database through another address (a fault-injecting proxy: test/helpers/tcp-proxy.ts). */
  rewriteDatabaseUrl?: (url: string) => string;
}

/** Cheap on purpose (1 MiB, about a millisecond): tests check what is hashed and how it is checked, not the cost. */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export async function createHarness(opts: HarnessOptions = {}): Promise<Harness> {
  let url = opts.sameDatabaseAs?.databaseUrl ?? process.env.TEST_DATABASE_URL;
  const dump = inject('pgliteDump');
  let dropIsolated: (() => Promise<void>) | undefined;
  if (url && opts.isolated && !opts.sameDatabaseAs) {
    const name = `escrow_iso_${Math.random().toString(36).slice(2, 10)}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const parsed = new URL(url);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropIsolated = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = url
    ? await openDatabase({ url: opts.rewriteDatabaseUrl?.(url) ?? url, maxConnections: 5 })
    : await openDatabase({ url: 'memory://', loadDataDir: new Blob([readFileSync(dump)]) });
  if (dropIsolated) await database.migrate();
  const clock = new TestClock();
  const deps: AppDeps = {
    db: database.db,
    // As in production: key lookups cached for 2 s (cleared at once by changes through this handle), on the test clock.
    state: createAppState({ authCache: { ttlMs: 2000, now: () => clock.now().getTime() } }),
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    clock,
    signingSecret: 'test-signing-secret-0123456789abcdef0123456789',
    sessionKeys: sessionKeys('test-session-secret-0123456789abcdef0123456789'),
    publicUrl: 'http://localhost:3000',
    kycProviders: DEFAULT_KYC_PROVIDERS,
    paymentProviders: paymentProvidersFor(undefined),
    webhookSender: new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: opts.allowPrivateWebhookTargets ?? true }),
    passwordCost: opts.passwordCost ?? TEST_PASSWORD_COST,
    // No SMTP unless a test gives one (test/helpers/email.ts): messages are composed and stored.
    emails: emailSettings('test-signing-secret-0123456789abcdef0123456789', { smtp: opts.smtp ?? false, publicUrl: 'http://localhost:3000' }),
  };
  // Limits only where a test asks for them: other suites send bursts on purpose.
  if (opts.rateLimits) {
    const store = opts.rateLimits === 'postgres' ? new PostgresRateLimitStore(database.db) : new MemoryRateLimitStore();
    deps.rateLimiter = new RateLimiter(store, () => clock.now().getTime());
  }
  // Every /trpc answer is also checked against tRPC's own adapter's (test/helpers/trpc-differential.ts).
  const differential = trpcDifferential(deps);
  const app = createApp(deps, { trpc: { call: differential.call } });
  differential.watch(app);

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...(opts.auth ? authHeaders(opts.auth) : {}) };
    let body: string | Uint8Array | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, opts.headers);
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    // The request log (debugLogging environments) is written just after the answer: settle it, so what a test reads from
    // the database next (a nothing-changed snapshot) does not depend on timing.
    await deps.requestLogs?.drain();
    await deps.deferred?.drain();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const response = { status: res.status, headers: res.headers, body: parsed as T, text };
    // Every answer a test sees must be one the committed openapi.json describes.
    await assertConforms(method, path, response);
    return response;
  }

  async function tenant(opts: { plan?: 'standard' | 'scale' } = {}): Promise<TestTenant> {
    const created = await createTenant(database.db, { name: `Test tenant ${Math.random().toString(36).slice(2, 8)}`, plan: opts.plan }, null);
    const creds = (type: 'live' | 'sandbox'): KeyCreds => {
      const key = created.keys.find((k) => k.environment === type)!;
      return { publishableKey: key.publishableKey, secretKey: key.secretKey, environmentId: key.environmentId };
    };
    return { tenantId: created.tenant.id, live: creds('live'), sandbox: creds('sandbox') };
  }

  async function keyWithScopes(t: TestTenant, env: 'live' | 'sandbox', scopes: ApiScope[]): Promise<KeyCreds> {
    const key = await createKeyPairForEnvironment(database.db, t.tenantId, env, { scopes }, null);
    return { publishableKey: key.publishableKey, secretKey: key.secretKey, environmentId: key.environmentId };
  }

  const close = async () => {
    await deps.webhookSender.close();
    await database.close();
    await dropIsolated?.();
  };
  return { app, db: database.db, database, databaseUrl: url, deps, clock, request, tenant, keyWithScopes, close };
}

/**
 * One harness for a whole test file: created in beforeAll, closed in afterAll.
 * The returned object forwards to it, so files write `const h = fileHarness()`.
 */
export function fileHarness(opts: Omit<HarnessOptions, 'sameDatabaseAs'> = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness(opts);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Harness, {
    get(_target, prop) {
      if (!current) throw new Error('fileHarness() is used before beforeAll ran');
      return current[prop as keyof Harness];
    },
  });
}

/** Count rows of a table for one environment. */
export async function countRows(db: Db, table: string, environmentId: string, where: SQL = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where environment_id = ${environmentId} and ${where}`,
  );
  return Number(row!.n);
}

/**
 * Every row a tenant owns, in every table the schema says belongs to a tenant
 * (test/helpers/tables.ts), as comparable JSON. Security tests take one
 * before and after a refused request: nothing may change.
 */
export async function tenantSnapshot(db: Db, tenantId: string): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tenantTables()) {
    const rows = await queryRows(db, sql`select * from ${sql.identifier(table.name)} where ${ownedBy(table.name, tenantId)} order by ${rowOrder(table)}`);
    snapshot[table.name] = JSON.parse(JSON.stringify(rows));
  }
  return snapshot;
}
