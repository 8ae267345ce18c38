/** What the chaos scripts share: a real server process, a keyed HTTP call, a tenant, and the cluster's pg_ctl. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { createServer } from 'node:net';
import { openDatabase } from '../../src/db/client.ts';
import { createTenant } from '../../src/services/tenants.ts';

export type Keys = Record<string, string>;

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error('needs DATABASE_URL=postgres://… — run it through scripts/chaos/run.sh (or scripts/with-postgres.sh)');
    process.exit(2);
  }
  return url;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A tenant on the `scale` plan (no rate limits in the way) and its sandbox keys. */
export async function scaleTenant(url: string, name: string): Promise<{ tenantId: string; keys: Keys }> {
  const database = await openDatabase({ url, maxConnections: 1 });
  await database.migrate();
  const created = await createTenant(database.db, { name, plan: 'scale' }, null);
  await database.close();
  const k = created.keys.find((x) => x.environment === 'sandbox')!;
  return { tenantId: created.tenant.id, keys: { 'x-api-key': k.publishableKey, 'x-api-secret': k.secretKey } };
}

export async function startServer(url: string, env: Record<string, string> = {}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

export async function call(
  base: string,
  method: string,
  path: string,
  keys: Keys,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...keys, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** pg_ctl on the cluster scripts/with-postgres.sh started (as its owner when we are root). */
export async function pgCtl(...args: string[]): Promise<void> {
  const bin = process.env.PG_CHAOS_BIN;
  const data = process.env.PG_CHAOS_DATA;
  const user = process.env.PG_CHAOS_USER;
  if (!bin || !data || !user) throw new Error('pg_ctl needs the cluster of scripts/with-postgres.sh (PG_CHAOS_* variables)');
  const port = process.env.PG_CHAOS_PORT;
  const dir = process.env.PG_CHAOS_DIR;
  const command = [`${bin}/pg_ctl`, '-D', data, '-w', ...args];
  if (args[0] === 'restart' || args[0] === 'start') {
    command.push('-l', `${dir}/server.log`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`);
  }
  const [file, ...rest] = process.getuid?.() === 0 ? ['runuser', '-u', user, '--', ...command] : command;
  // Asynchronous: the clients in this process keep running while the cluster goes down and up.
  await promisify(execFile)(file!, rest);
}

export function report(name: string, ok: boolean, detail: string): boolean {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
  return ok;
}

export interface TrickleResult {
  statuses: Map<number | string, number>;
  /** Emails of the users the server acknowledged (200). */
  acknowledged: string[];
  firstFailure?: number;
  lastFailure?: number;
  /** Time of the first 200 after the last failure. */
  recoveredAt?: number;
  retried: number;
}

/**
 * One client writing users one after another through the server (each with its own Idempotency-Key), retrying a
 * 503, a 409 idempotency_key_in_use or a dropped connection with the same key, as a well-behaved client does.
 */
export function trickleWriter(base: string, keys: Keys): { stop: () => Promise<TrickleResult> } {
  const result: TrickleResult = { statuses: new Map(), acknowledged: [], retried: 0 };
  let stopping = false;
  const run = `${Date.now()}`;
  const writing = (async () => {
    for (let i = 0; !stopping; i++) {
      const email = `chaos.${run}.${i}@example.com`;
      for (;;) {
        let status: number | string;
        let retryAfter = 1;
        let inUse = false;
        try {
          const res = await call(
            base,
            'POST',
            '/v1/tenants/add-user',
            keys,
            { name: `Chaos ${i}`, email, phone: '+14155552671' },
            { 'Idempotency-Key': email },
          );
          status = res.status;
          // The claim of a request cut off by the fault is taken over 2 s after it was made: until then, "in use".
          inUse = res.body?.error?.code === 'idempotency_key_in_use';
          retryAfter = Number(res.headers.get('retry-after') ?? 1);
        } catch {
          status = 'network error';
        }
        result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
        if (status === 200) {
          result.acknowledged.push(email);
          if (result.lastFailure !== undefined && result.recoveredAt === undefined) result.recoveredAt = Date.now();
          break;
        }
        const now = Date.now();
        result.firstFailure ??= now;
        result.lastFailure = now;
        result.recoveredAt = undefined;
        const again = status === 503 || status === 'network error' || (status === 409 && inUse);
        if (!again) break; // anything else is a finding, reported by the caller
        result.retried++;
        // Retry-After says 1–2 s; a client in a hurry may come back sooner, which is what this does, to measure the window.
        await new Promise((r) => setTimeout(r, Math.min(retryAfter * 1000, 200)));
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await writing;
      return result;
    },
  };
}

/** How the tenant's users on `url` hold the acknowledged emails: every one exactly once is the goal. */
export async function storedOnce(url: string, tenantId: string, acknowledged: string[]) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select email, count(*)::int as n from users where tenant_id = ${tenantId} group by email`;
    const stored = new Map(rows.map((r) => [r.email as string, r.n as number]));
    return {
      stored: stored.size,
      missing: acknowledged.filter((e) => stored.get(e) !== 1).length,
      duplicates: [...stored.values()].filter((n) => n > 1).length,
    };
  } finally {
    await sql.end();
  }
}

/** The two status checks of a trickle run through a fault: no 500, and nothing but what a retry handles. */
export function reportStatuses(fault: string, { statuses, retried }: TrickleResult): boolean {
  const noFiveHundred = report(`no 500 during the ${fault}`, !statuses.has(500), `statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  const retriable = report(
    'only 200, 503, 409 idempotency_key_in_use or a dropped connection',
    [...statuses.keys()].every((s) => s === 200 || s === 503 || s === 409 || s === 'network error'),
    `${retried} retries`,
  );
  return noFiveHundred && retriable;
}
